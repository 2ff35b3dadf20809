DROP INDEX "bookings_user_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "email_outbox_status_idx";--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_kind_idx" ON "email_outbox" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_at","id");
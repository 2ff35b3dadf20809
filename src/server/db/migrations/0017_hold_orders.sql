ALTER TABLE "sandbox_orders" ADD COLUMN "payment_required_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_orders" ADD COLUMN "price_guarantee_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_orders" ADD COLUMN "paid_at" timestamp with time zone;

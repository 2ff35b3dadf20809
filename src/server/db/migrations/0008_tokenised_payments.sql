CREATE TABLE "test_processor_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_exp_month" smallint NOT NULL,
	"card_exp_year" smallint NOT NULL,
	"fingerprint" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"visitor" text,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "source_token" text;--> statement-breakpoint
ALTER TABLE "test_processor_payments" ADD COLUMN "token_id" text;--> statement-breakpoint
ALTER TABLE "test_processor_payments" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "test_processor_payments" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "test_processor_payments" ADD COLUMN "card_exp_month" smallint;--> statement-breakpoint
ALTER TABLE "test_processor_payments" ADD COLUMN "card_exp_year" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_source_token_idx" ON "payments" USING btree ("source_token");--> statement-breakpoint
CREATE UNIQUE INDEX "test_processor_payments_secret_idx" ON "test_processor_payments" USING btree ("client_secret");
ALTER TABLE "brands" ADD COLUMN "company" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "brands" SET "company" = '{"legalName":"SkyBound Travel Inc.","registeredOffice":"100 King Street West, Suite 5600, Toronto, ON M5X 1C9, Canada","companyNumber":"Corporation No. 1204587-3"}'::jsonb WHERE "id" = 'default' AND "company" = '{}'::jsonb;

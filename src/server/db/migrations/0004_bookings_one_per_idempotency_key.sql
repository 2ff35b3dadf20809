-- A database from before this rule may hold two bookings made with one key (the double charge this
-- index prevents). The first keeps the key; later ones keep their record but no longer answer for it.
UPDATE "bookings" SET "idempotency_key" = NULL
WHERE "idempotency_key" IS NOT NULL AND "id" NOT IN (
  SELECT DISTINCT ON ("idempotency_key") "id" FROM "bookings"
  WHERE "idempotency_key" IS NOT NULL ORDER BY "idempotency_key", "created_at", "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_key_idx" ON "bookings" USING btree ("idempotency_key") WHERE "bookings"."idempotency_key" IS NOT NULL;

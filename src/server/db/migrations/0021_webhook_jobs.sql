-- Webhook deliveries are pg-boss jobs (deliver-webhook): their own claim lock and retry time are no longer kept here.
DROP INDEX IF EXISTS "webhook_deliveries_due_idx";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP COLUMN IF EXISTS "next_attempt_at";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP COLUMN IF EXISTS "locked_until";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_deliveries_pending_idx" ON "webhook_deliveries" USING btree ("created_at") WHERE "webhook_deliveries"."status" = 'pending';

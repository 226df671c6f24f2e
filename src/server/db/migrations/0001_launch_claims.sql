ALTER TABLE "launch_runs" ADD COLUMN "enqueued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "claimed_at" timestamp with time zone;
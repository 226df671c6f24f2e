-- Regenerating one page is a run of its own; only launch runs speak for the campaign (launch_status, status by campaign).
ALTER TABLE "launch_runs" ADD COLUMN "kind" text DEFAULT 'launch' NOT NULL;
--> statement-breakpoint
ALTER TABLE "launch_runs" ADD CONSTRAINT "launch_runs_kind_check" CHECK ("kind" IN ('launch', 'regeneration'));
--> statement-breakpoint
CREATE INDEX "launch_runs_campaign_kind_created_idx" ON "launch_runs" USING btree ("campaign_id","kind","created_at");

-- Reliability under faults (issue 11). Every worker process registers itself and heartbeats, and each claim names the
-- process holding it, so a live process can take over the work of a dead one within seconds instead of waiting for
-- the queue's job heartbeat. recovered_from marks pages taken over until they are finished (the launch panel shows
-- "recovering n pages"). microsite_drafts keeps the provider's answer the moment it arrives, so a retry after a
-- crash publishes it instead of paying for the same page again.
CREATE TABLE "worker_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "recovered_from" text;--> statement-breakpoint
CREATE INDEX "microsites_claimed_by_idx" ON "campaign_microsites" USING btree ("claimed_by") WHERE "claimed_by" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "microsite_drafts" (
	"microsite_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"seed" text NOT NULL,
	"content" jsonb NOT NULL,
	"usage" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "microsite_drafts_pk" PRIMARY KEY("microsite_id","run_id","seed")
);
--> statement-breakpoint
ALTER TABLE "microsite_drafts" ADD CONSTRAINT "microsite_drafts_microsite_id_campaign_microsites_id_fk" FOREIGN KEY ("microsite_id") REFERENCES "public"."campaign_microsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsite_drafts" ADD CONSTRAINT "microsite_drafts_run_id_launch_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."launch_runs"("id") ON DELETE cascade ON UPDATE no action;

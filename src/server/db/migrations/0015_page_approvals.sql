-- Issue 23 items 6-7: approval is decided per page, when it is published, from the framework the page was written
-- with (recorded here), not once per run at launch. review_required keeps a page under review once a framework asked
-- for it (a member cannot escape review by switching or removing the framework), and a member's new version of a
-- live page waits in pending_* beside the live one until an admin approves it, so the prospect's link stays online.
ALTER TABLE "campaign_microsites" ADD COLUMN "framework_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "framework_version" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "review_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "pending_html" text;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "pending_content" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "pending_quality" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "launch_runs" ADD COLUMN "started_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing pages: written with their campaign's framework; under review when held, rejected, written by a run that
-- held its pages, or when that framework asks for review (legal review, or any approval workflow).
UPDATE "campaign_microsites" m SET
  "framework_id" = c."framework_id",
  "framework_version" = f."updated_at",
  "review_required" = m."status" IN ('awaiting_approval', 'rejected')
    OR coalesce(f."content_constraints" #>> '{legalCompliance,requiresLegalReview}' = 'true', false)
    OR coalesce(jsonb_typeof(f."flexibility_boundaries" -> 'approvalWorkflows') = 'array' AND jsonb_array_length(f."flexibility_boundaries" -> 'approvalWorkflows') > 0, false)
FROM "campaign_campaigns" c
  LEFT JOIN "template_frameworks" f ON f."id" = c."framework_id"
WHERE c."id" = m."campaign_id";--> statement-breakpoint
UPDATE "campaign_microsites" m SET "review_required" = true FROM "launch_runs" r WHERE r."id" = m."run_id" AND r."requires_approval";--> statement-breakpoint
-- A run that did not hold its pages, started for a campaign whose rep is a workspace admin: an admin's own launch.
UPDATE "launch_runs" r SET "started_by_admin" = true
FROM "campaign_campaigns" c JOIN "member" w ON w."organization_id" = c."workspace_id" AND w."role" = 'admin'
WHERE c."id" = r."campaign_id" AND w."user_id" = r."user_id" AND NOT r."requires_approval";--> statement-breakpoint
ALTER TABLE "launch_runs" DROP COLUMN "requires_approval";--> statement-breakpoint
CREATE INDEX "microsites_workspace_pending_idx" ON "campaign_microsites" USING btree ("workspace_id") WHERE "campaign_microsites"."pending_html" is not null;--> statement-breakpoint
CREATE TABLE "approval_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"page_count" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "approval_events_kind_check" CHECK ("approval_events"."kind" in ('pages_waiting', 'pages_approved', 'pages_rejected'))
);
--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_campaign_id_campaign_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_events_user_updated_idx" ON "approval_events" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "approval_events_unnotified_idx" ON "approval_events" USING btree ("user_id") WHERE "approval_events"."notified_at" is null;

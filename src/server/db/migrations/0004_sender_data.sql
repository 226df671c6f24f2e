CREATE TABLE "brand_proof_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"customer" text NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"figure" text NOT NULL,
	"outcome" text NOT NULL,
	"quote" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"author_title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_proof_points" ADD CONSTRAINT "brand_proof_points_brand_id_brand_profiles_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_faqs" ADD CONSTRAINT "brand_faqs_brand_id_brand_profiles_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_proof_points_brand_created_idx" ON "brand_proof_points" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "brand_faqs_brand_created_idx" ON "brand_faqs" USING btree ("brand_id","created_at");--> statement-breakpoint
ALTER TABLE "product_offerings" ADD COLUMN "outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "job_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "scheduling_url" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_campaigns" ADD COLUMN "featured_offering_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_campaigns" ADD CONSTRAINT "campaign_campaigns_featured_offering_id_product_offerings_id_fk" FOREIGN KEY ("featured_offering_id") REFERENCES "public"."product_offerings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_featured_offering_idx" ON "campaign_campaigns" USING btree ("featured_offering_id");--> statement-breakpoint
-- Campaigns that personalize with every field (the default) also get the new job title field.
UPDATE "campaign_campaigns" SET "personalization_settings" = jsonb_set("personalization_settings", '{fields}', ("personalization_settings"->'fields') || '["title"]'::jsonb)
WHERE "personalization_settings"->'fields' @> '["firstName","lastName","company","industry","context","domain"]'::jsonb
  AND NOT "personalization_settings"->'fields' @> '["title"]'::jsonb;
--> statement-breakpoint
-- Statuses become fixed sets (src/shared/microsite-status.ts, run-status.ts, constants.ts). Stored values are folded
-- the way the shared normalizers read them, so the CHECK constraints hold for existing rows.
UPDATE "campaign_microsites" SET "status" = CASE
  WHEN lower(trim("status")) IN ('completed', 'generated', 'published') THEN 'completed'
  WHEN lower(trim("status")) IN ('error', 'expired') THEN lower(trim("status"))
  ELSE 'pending' END
WHERE "status" NOT IN ('pending', 'completed', 'error', 'expired');--> statement-breakpoint
UPDATE "launch_runs" SET "status" = 'failed' WHERE "status" NOT IN ('queued', 'running', 'completed', 'failed', 'paused', 'cancelled');--> statement-breakpoint
UPDATE "campaign_campaigns" SET "launch_status" = NULL WHERE "launch_status" NOT IN ('queued', 'running', 'completed', 'failed', 'paused', 'cancelled');--> statement-breakpoint
UPDATE "campaign_campaigns" SET "status" = 'draft' WHERE "status" NOT IN ('draft', 'live', 'paused', 'completed', 'expired');--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD CONSTRAINT "campaign_microsites_status_check" CHECK ("status" IN ('pending', 'completed', 'error', 'expired'));--> statement-breakpoint
ALTER TABLE "launch_runs" ADD CONSTRAINT "launch_runs_status_check" CHECK ("status" IN ('queued', 'running', 'completed', 'failed', 'paused', 'cancelled'));--> statement-breakpoint
ALTER TABLE "campaign_campaigns" ADD CONSTRAINT "campaign_campaigns_launch_status_check" CHECK ("launch_status" IN ('queued', 'running', 'completed', 'failed', 'paused', 'cancelled'));--> statement-breakpoint
ALTER TABLE "campaign_campaigns" ADD CONSTRAINT "campaign_campaigns_status_check" CHECK ("status" IN ('draft', 'live', 'paused', 'completed', 'expired'));

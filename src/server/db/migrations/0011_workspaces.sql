-- Workspaces (issue 12): better-auth's organization plugin tables, a personal workspace per existing user (its only
-- admin), and a workspace_id on every record that belongs to one. Frameworks and the brand profile (with its
-- offerings, proof points and FAQs) become the workspace's shared assets; campaigns, contacts and microsites stay the
-- rep's, inside the workspace. Nothing is deleted: each user's records move into that user's workspace.
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_organization_user_unique" UNIQUE("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_user_idx" ON "member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invitation_organization_status_idx" ON "invitation" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "invitation_email_idx" ON "invitation" USING btree ("email");--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_organization_id" text;--> statement-breakpoint
INSERT INTO "organization" ("id", "name", "slug", "created_at")
SELECT 'ws_' || u."id", coalesce(nullif(b."company_name", ''), nullif(u."name", ''), u."email"), 'ws-' || lower(u."id"), u."created_at"
FROM "user" u LEFT JOIN "brand_profiles" b ON b."user_id" = u."id";--> statement-breakpoint
INSERT INTO "member" ("id", "organization_id", "user_id", "role", "created_at")
SELECT 'wm_' || u."id", 'ws_' || u."id", u."id", 'admin', u."created_at" FROM "user" u;--> statement-breakpoint
UPDATE "session" SET "active_organization_id" = 'ws_' || "user_id";--> statement-breakpoint
ALTER TABLE "template_frameworks" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "template_frameworks" SET "workspace_id" = 'ws_' || "user_id";--> statement-breakpoint
ALTER TABLE "template_frameworks" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "template_frameworks" ADD CONSTRAINT "template_frameworks_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_frameworks_workspace_created_idx" ON "template_frameworks" USING btree ("workspace_id","created_at");--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "brand_profiles" SET "workspace_id" = 'ws_' || "user_id";--> statement-breakpoint
ALTER TABLE "brand_profiles" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_profiles" DROP CONSTRAINT "brand_profiles_user_id_unique";--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_workspace_id_unique" UNIQUE("workspace_id");--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_campaigns" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "campaign_campaigns" SET "workspace_id" = 'ws_' || "user_id";--> statement-breakpoint
ALTER TABLE "campaign_campaigns" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_campaigns" ADD CONSTRAINT "campaign_campaigns_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_workspace_created_idx" ON "campaign_campaigns" USING btree ("workspace_id","created_at");--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "contacts" SET "workspace_id" = 'ws_' || "user_id";--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "contacts_user_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_workspace_user_email_unique" ON "contacts" USING btree ("workspace_id","user_id",lower("email"));--> statement-breakpoint
CREATE INDEX "contacts_workspace_created_idx" ON "contacts" USING btree ("workspace_id","created_at");--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "campaign_microsites" SET "workspace_id" = 'ws_' || "user_id";--> statement-breakpoint
ALTER TABLE "campaign_microsites" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD CONSTRAINT "campaign_microsites_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "microsites_workspace_idx" ON "campaign_microsites" USING btree ("workspace_id");
--> statement-breakpoint
-- Approvals (issue 12 item 5): a member's launch under a framework that requires review holds its pages.
ALTER TABLE "campaign_microsites" DROP CONSTRAINT "campaign_microsites_status_check";--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD CONSTRAINT "campaign_microsites_status_check" CHECK ("campaign_microsites"."status" in ('pending', 'completed', 'error', 'expired', 'awaiting_approval', 'rejected'));--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "launch_runs" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "microsites_workspace_awaiting_idx" ON "campaign_microsites" USING btree ("workspace_id") WHERE "campaign_microsites"."status" = 'awaiting_approval';

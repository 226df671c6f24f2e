-- Access gates (issue 27): a campaign's setting, a page's override, the people admitted, one-time codes and the
-- email on an access request from someone outside the allowed domains.
ALTER TABLE "campaign_campaigns" ADD COLUMN "access" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "access" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD COLUMN "access_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "admitted_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "microsite_viewers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"microsite_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"email" text NOT NULL,
	"domain" text NOT NULL,
	"visitor" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visits" integer DEFAULT 1 NOT NULL,
	"new_person" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "microsite_viewers_page_email" UNIQUE("microsite_id","email")
);
--> statement-breakpoint
ALTER TABLE "microsite_viewers" ADD CONSTRAINT "microsite_viewers_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsite_viewers" ADD CONSTRAINT "microsite_viewers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsite_viewers" ADD CONSTRAINT "microsite_viewers_campaign_id_campaign_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsite_viewers" ADD CONSTRAINT "microsite_viewers_microsite_id_campaign_microsites_id_fk" FOREIGN KEY ("microsite_id") REFERENCES "public"."campaign_microsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsite_viewers" ADD CONSTRAINT "microsite_viewers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "microsite_viewers_account_idx" ON "microsite_viewers" USING btree ("workspace_id","domain");--> statement-breakpoint
CREATE INDEX "microsite_viewers_contact_idx" ON "microsite_viewers" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "microsite_viewers_unnotified_idx" ON "microsite_viewers" USING btree ("user_id") WHERE "new_person" and "notified_at" is null;--> statement-breakpoint
CREATE TABLE "access_codes" (
	"microsite_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "access_codes_microsite_id_email_pk" PRIMARY KEY("microsite_id","email")
);
--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_microsite_id_campaign_microsites_id_fk" FOREIGN KEY ("microsite_id") REFERENCES "public"."campaign_microsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A changed gate (the page's own, or its campaign's: access_changed_at) drops every process's cached copy of the page.
DROP TRIGGER "campaign_microsites_changed_update" ON "campaign_microsites";--> statement-breakpoint
CREATE TRIGGER campaign_microsites_changed_update
  AFTER UPDATE ON campaign_microsites
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.html_content IS DISTINCT FROM NEW.html_content
    OR OLD.slug IS DISTINCT FROM NEW.slug
    OR OLD.access IS DISTINCT FROM NEW.access
    OR OLD.access_changed_at IS DISTINCT FROM NEW.access_changed_at)
  EXECUTE FUNCTION pitchsite_notify_microsite_changed();

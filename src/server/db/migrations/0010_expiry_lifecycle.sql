CREATE TABLE "access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"microsite_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"request_day" date NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "access_requests_once_a_day" UNIQUE("microsite_id","visitor","request_day")
);
--> statement-breakpoint
CREATE TABLE "microsite_visits" (
	"microsite_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	"clicked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "microsite_visits_microsite_id_visitor_started_at_pk" PRIMARY KEY("microsite_id","visitor","started_at")
);
--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_microsite_id_campaign_microsites_id_fk" FOREIGN KEY ("microsite_id") REFERENCES "public"."campaign_microsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_campaign_id_campaign_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsite_visits" ADD CONSTRAINT "microsite_visits_microsite_id_campaign_microsites_id_fk" FOREIGN KEY ("microsite_id") REFERENCES "public"."campaign_microsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_requests_user_requested_idx" ON "access_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "access_requests_unnotified_idx" ON "access_requests" USING btree ("user_id") WHERE "access_requests"."notified_at" is null;--> statement-breakpoint
-- metric_visitors holds a visitor's current visit; when a human visit ends (the visitor comes back after 30 idle
-- minutes and a new visit starts, or the idle row is forgotten) it is archived here, with its final time on page
-- and click. The prospect timeline reads both. Only the end of a visit fires, so the ingest path pays nothing per
-- beacon. A visit still 'held' when the next one starts was counted by that same write (visitor-state.ts).
CREATE OR REPLACE FUNCTION pitchsite_archive_visit() RETURNS trigger AS $$
BEGIN
  INSERT INTO microsite_visits (microsite_id, visitor, started_at, user_id, campaign_id, contact_id, seconds, clicked)
  VALUES (OLD.microsite_id, OLD.visitor, OLD.visit_started_at, OLD.user_id, OLD.campaign_id, OLD.contact_id, OLD.seconds, OLD.clicked)
  ON CONFLICT (microsite_id, visitor, started_at) DO UPDATE SET seconds = EXCLUDED.seconds, clicked = EXCLUDED.clicked;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER metric_visitors_visit_ended
  AFTER UPDATE ON metric_visitors
  FOR EACH ROW
  WHEN (OLD.view_state IN ('counted', 'held') AND OLD.visit_started_at IS NOT NULL
    AND OLD.visit_started_at IS DISTINCT FROM NEW.visit_started_at)
  EXECUTE FUNCTION pitchsite_archive_visit();--> statement-breakpoint
CREATE TRIGGER metric_visitors_visit_forgotten
  AFTER DELETE ON metric_visitors
  FOR EACH ROW
  WHEN (OLD.view_state = 'counted' AND OLD.visit_started_at IS NOT NULL)
  EXECUTE FUNCTION pitchsite_archive_visit();

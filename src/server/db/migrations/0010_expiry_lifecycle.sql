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
CREATE INDEX "microsite_visits_contact_started_idx" ON "microsite_visits" USING btree ("contact_id","started_at");--> statement-breakpoint
CREATE INDEX "microsite_visits_user_started_idx" ON "microsite_visits" USING btree ("user_id","started_at");--> statement-breakpoint
-- metric_visitors holds a visitor's current visit only; each counted (human) visit is copied to microsite_visits
-- and kept current (time on page, click), so the prospect timeline outlives the visit without touching ingest.
-- Row-level, but the WHEN clauses (evaluated without calling the function) let through only what changes a
-- visit: being counted, a new visit, more time, a click. A beacon that only moves last_seen_at costs nothing here.
CREATE OR REPLACE FUNCTION pitchsite_record_visit() RETURNS trigger AS $$
BEGIN
  INSERT INTO microsite_visits (microsite_id, visitor, started_at, user_id, campaign_id, contact_id, seconds, clicked)
  VALUES (NEW.microsite_id, NEW.visitor, NEW.visit_started_at, NEW.user_id, NEW.campaign_id, NEW.contact_id, NEW.seconds, NEW.clicked)
  ON CONFLICT (microsite_id, visitor, started_at) DO UPDATE SET seconds = EXCLUDED.seconds, clicked = EXCLUDED.clicked;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER metric_visitors_visit_insert
  AFTER INSERT ON metric_visitors
  FOR EACH ROW
  WHEN (NEW.view_state = 'counted' AND NEW.visit_started_at IS NOT NULL)
  EXECUTE FUNCTION pitchsite_record_visit();--> statement-breakpoint
CREATE TRIGGER metric_visitors_visit_update
  AFTER UPDATE ON metric_visitors
  FOR EACH ROW
  WHEN (NEW.view_state = 'counted' AND NEW.visit_started_at IS NOT NULL
    AND (OLD.view_state IS DISTINCT FROM NEW.view_state
      OR OLD.visit_started_at IS DISTINCT FROM NEW.visit_started_at
      OR OLD.seconds IS DISTINCT FROM NEW.seconds
      OR OLD.clicked IS DISTINCT FROM NEW.clicked))
  EXECUTE FUNCTION pitchsite_record_visit();

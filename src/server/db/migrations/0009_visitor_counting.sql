CREATE TABLE "metric_visitors" (
	"microsite_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"user_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"visit_started_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"view_state" text DEFAULT 'none' NOT NULL,
	"view_at" timestamp with time zone,
	"clicked" boolean DEFAULT false NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	"pending_loads" integer DEFAULT 0 NOT NULL,
	"last_load_at" timestamp with time zone,
	CONSTRAINT "metric_visitors_microsite_id_visitor_pk" PRIMARY KEY("microsite_id","visitor"),
	CONSTRAINT "metric_visitors_view_state_check" CHECK ("view_state" in ('none', 'held', 'counted', 'bot'))
);
--> statement-breakpoint
CREATE TABLE "metric_rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "metric_visitors" ADD CONSTRAINT "metric_visitors_microsite_id_campaign_microsites_id_fk" FOREIGN KEY ("microsite_id") REFERENCES "public"."campaign_microsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metric_visitors_held_idx" ON "metric_visitors" USING btree ("view_at") WHERE "view_state" = 'held';--> statement-breakpoint
CREATE INDEX "metric_visitors_loads_idx" ON "metric_visitors" USING btree ("last_load_at") WHERE "pending_loads" <> 0;--> statement-breakpoint
CREATE INDEX "metric_visitors_seen_idx" ON "metric_visitors" USING btree ("last_seen_at");

CREATE TABLE "microsite_engagement" (
	"microsite_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"first_clicked_at" timestamp with time zone,
	"last_clicked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"webhook_url" text,
	"webhook_secret" text,
	"activity_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"response_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "microsite_engagement" ADD CONSTRAINT "microsite_engagement_microsite_id_campaign_microsites_id_fk" FOREIGN KEY ("microsite_id") REFERENCES "public"."campaign_microsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsite_engagement" ADD CONSTRAINT "microsite_engagement_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsite_engagement" ADD CONSTRAINT "microsite_engagement_campaign_id_campaign_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsite_engagement" ADD CONSTRAINT "microsite_engagement_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "microsite_engagement_user_viewed_idx" ON "microsite_engagement" USING btree ("user_id","first_viewed_at");--> statement-breakpoint
CREATE INDEX "microsite_engagement_user_clicked_idx" ON "microsite_engagement" USING btree ("user_id","first_clicked_at");--> statement-breakpoint
CREATE INDEX "microsite_engagement_campaign_idx" ON "microsite_engagement" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_user_created_idx" ON "webhook_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_metrics_campaign_contact_date_idx" ON "campaign_metrics" USING btree ("campaign_id","contact_id","metric_date");
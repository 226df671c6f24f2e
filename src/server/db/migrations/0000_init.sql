CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_name" text NOT NULL,
	"mission" text DEFAULT '' NOT NULL,
	"vision" text DEFAULT '' NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"values" text,
	"ideal_customer" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "product_offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"price" numeric(14, 2),
	"currency" text,
	"unit_type" text,
	"requires_quote" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"kind" text DEFAULT 'file' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"storage_key" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_audiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_contacts" (
	"campaign_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_contacts_campaign_id_contact_id_pk" PRIMARY KEY("campaign_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"launch_status" text,
	"campaign_type" text DEFAULT 'marketing campaign' NOT NULL,
	"expiration_days" integer DEFAULT 30 NOT NULL,
	"framework_id" uuid,
	"personalization_settings" jsonb DEFAULT '{"useAI":true,"fields":[]}'::jsonb NOT NULL,
	"campaign_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"campaign_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cta_url" text,
	"cta_type" text,
	"start_date" date,
	"end_date" date,
	"launched_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_frameworks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"brand_guidelines" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"brand_logo" text,
	"layout_parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_constraints" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"flexibility_boundaries" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"dedupe_key" text,
	"total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_microsites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"run_id" uuid,
	"slug" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"microsite_url" text,
	"public_url" text,
	"html_content" text,
	"content" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_microsites_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "campaign_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"contact_id" uuid,
	"metric_type" text NOT NULL,
	"metric_date" date NOT NULL,
	"value" double precision DEFAULT 0 NOT NULL,
	"samples" bigint DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'human' NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_metrics_counter_unique" UNIQUE NULLS NOT DISTINCT("campaign_id","contact_id","metric_type","metric_date","source")
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offerings" ADD CONSTRAINT "product_offerings_brand_id_brand_profiles_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_assets" ADD CONSTRAINT "campaign_assets_campaign_id_campaign_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_audiences" ADD CONSTRAINT "campaign_audiences_campaign_id_campaign_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_contacts" ADD CONSTRAINT "campaign_contacts_campaign_id_campaign_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_contacts" ADD CONSTRAINT "campaign_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_campaigns" ADD CONSTRAINT "campaign_campaigns_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_campaigns" ADD CONSTRAINT "campaign_campaigns_framework_id_template_frameworks_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."template_frameworks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_frameworks" ADD CONSTRAINT "template_frameworks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_runs" ADD CONSTRAINT "launch_runs_campaign_id_campaign_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_runs" ADD CONSTRAINT "launch_runs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD CONSTRAINT "campaign_microsites_campaign_id_campaign_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD CONSTRAINT "campaign_microsites_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD CONSTRAINT "campaign_microsites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_microsites" ADD CONSTRAINT "campaign_microsites_run_id_launch_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."launch_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_metrics" ADD CONSTRAINT "campaign_metrics_campaign_id_campaign_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_metrics" ADD CONSTRAINT "campaign_metrics_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "product_offerings_brand_created_idx" ON "product_offerings" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_assets_campaign_created_idx" ON "campaign_assets" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_audiences_campaign_priority_idx" ON "campaign_audiences" USING btree ("campaign_id","priority");--> statement-breakpoint
CREATE INDEX "campaign_contacts_contact_idx" ON "campaign_contacts" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "campaigns_user_created_idx" ON "campaign_campaigns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_framework_idx" ON "campaign_campaigns" USING btree ("framework_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_user_email_unique" ON "contacts" USING btree ("user_id",lower("email"));--> statement-breakpoint
CREATE INDEX "contacts_user_created_idx" ON "contacts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "template_frameworks_user_created_idx" ON "template_frameworks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "launch_runs_campaign_dedupe_unique" ON "launch_runs" USING btree ("campaign_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "launch_runs_campaign_created_idx" ON "launch_runs" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "microsites_campaign_contact_unique" ON "campaign_microsites" USING btree ("campaign_id","contact_id");--> statement-breakpoint
CREATE INDEX "microsites_campaign_status_idx" ON "campaign_microsites" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "microsites_run_idx" ON "campaign_microsites" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "microsites_contact_idx" ON "campaign_microsites" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "microsites_status_expires_idx" ON "campaign_microsites" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "campaign_metrics_campaign_date_idx" ON "campaign_metrics" USING btree ("campaign_id","metric_date");
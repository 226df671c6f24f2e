CREATE TABLE "crm_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"provider" text NOT NULL,
	"credential_ciphertext" text NOT NULL,
	"instance_url" text,
	"account_label" text DEFAULT '' NOT NULL,
	"connected_by" text,
	"paused_until" timestamp with time zone,
	"schema_ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_connections_workspace_provider_unique" UNIQUE("workspace_id","provider"),
	CONSTRAINT "crm_connections_provider_check" CHECK ("crm_connections"."provider" in ('hubspot', 'salesforce'))
);
--> statement-breakpoint
CREATE TABLE "crm_contact_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"workspace_id" text NOT NULL,
	"contact_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"remote_id" text NOT NULL,
	"remote_type" text DEFAULT 'contact' NOT NULL,
	"synced_values" jsonb,
	"synced_at" timestamp with time zone,
	"watermark_at" timestamp with time zone,
	"sync_error" text,
	"dirty_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_contact_links_connection_contact_unique" UNIQUE("connection_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "crm_sync_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"remote_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_sync_events_link_key_unique" UNIQUE("link_id","event_key"),
	CONSTRAINT "crm_sync_events_kind_check" CHECK ("crm_sync_events"."kind" in ('first_view', 'cta_click', 'access_request'))
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_connected_by_user_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contact_links" ADD CONSTRAINT "crm_contact_links_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contact_links" ADD CONSTRAINT "crm_contact_links_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contact_links" ADD CONSTRAINT "crm_contact_links_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contact_links" ADD CONSTRAINT "crm_contact_links_campaign_id_campaign_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sync_events" ADD CONSTRAINT "crm_sync_events_link_id_crm_contact_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."crm_contact_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_contact_links_contact_idx" ON "crm_contact_links" USING btree ("contact_id");

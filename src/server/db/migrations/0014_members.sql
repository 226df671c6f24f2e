CREATE TABLE "invitation_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_sends" ADD CONSTRAINT "invitation_sends_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_sends" ADD CONSTRAINT "invitation_sends_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_sends_user_created_idx" ON "invitation_sends" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "invitation_sends_workspace_created_idx" ON "invitation_sends" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE TABLE "microsite_rep_refreshes" (
	"microsite_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "microsite_rep_refreshes" ADD CONSTRAINT "microsite_rep_refreshes_microsite_id_campaign_microsites_id_fk" FOREIGN KEY ("microsite_id") REFERENCES "public"."campaign_microsites"("id") ON DELETE cascade ON UPDATE no action;

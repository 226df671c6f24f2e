-- What each page cost at the AI provider (issue 14 item 2): one row per generation attempt of a microsite, so a page
-- that failed and was written again counts both times. A run's usage is the sum of its rows; the launch estimate
-- learns completion length, latency and the account's published limits from recent rows.
CREATE TABLE "ai_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"run_id" uuid,
	"microsite_id" uuid,
	"model" text NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"cached_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"cost_usd" double precision DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"latency_ms" integer DEFAULT 0 NOT NULL,
	"limit_requests" integer,
	"limit_tokens" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_run_id_launch_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."launch_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_microsite_id_campaign_microsites_id_fk" FOREIGN KEY ("microsite_id") REFERENCES "public"."campaign_microsites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_usage_run_idx" ON "ai_usage" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "ai_usage_microsite_idx" ON "ai_usage" USING btree ("microsite_id");--> statement-breakpoint
CREATE INDEX "ai_usage_model_created_idx" ON "ai_usage" USING btree ("model","created_at");

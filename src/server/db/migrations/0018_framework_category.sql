ALTER TABLE "template_frameworks" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "template_frameworks" ADD CONSTRAINT "template_frameworks_category_check" CHECK ("template_frameworks"."category" in ('SaaS', 'E-commerce', 'B2B', 'Events', 'Marketing', 'Education'));

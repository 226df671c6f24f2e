-- Issue 23 item 1: a counted visitor row deleted together with its microsite (the foreign key cascades when a page,
-- a contact, a campaign or an account is deleted) was archived into microsite_visits for a microsite already gone,
-- and the foreign key failed the whole deletion. Only a visit of a microsite that still exists is archived: when the
-- page goes, its history goes with it (microsite_visits cascades too).
CREATE OR REPLACE FUNCTION pitchsite_archive_visit() RETURNS trigger AS $$
BEGIN
  INSERT INTO microsite_visits (microsite_id, visitor, started_at, user_id, campaign_id, contact_id, seconds, clicked)
  SELECT OLD.microsite_id, OLD.visitor, OLD.visit_started_at, OLD.user_id, OLD.campaign_id, OLD.contact_id, OLD.seconds, OLD.clicked
  WHERE EXISTS (SELECT 1 FROM campaign_microsites m WHERE m.id = OLD.microsite_id)
  ON CONFLICT (microsite_id, visitor, started_at) DO UPDATE SET seconds = EXCLUDED.seconds, clicked = EXCLUDED.clicked;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Issue 23 item 2: framework and brand logos move from their uploader's folder to their workspace's
-- (features/uploads/move-team-files.ts); this journal resumes the move after a restart and keeps serving a moved
-- file at the old path that published pages name.
CREATE TABLE "storage_moves" (
	"bucket" text NOT NULL,
	"old_key" text NOT NULL,
	"new_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"old_removed_at" timestamp with time zone,
	CONSTRAINT "storage_moves_bucket_old_key_new_key_pk" PRIMARY KEY("bucket","old_key","new_key")
);

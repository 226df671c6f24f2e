-- Public pages are cached in memory by every web process. Any change that alters what a visitor sees
-- (status, expiry, HTML, deletion — including cascades from a deleted campaign or contact) notifies the
-- channel with the slug, so each process drops its copy, whichever process or feature made the change.
CREATE OR REPLACE FUNCTION pitchsite_notify_microsite_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('pitchsite_microsite_changed', OLD.slug);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER campaign_microsites_changed_update
  AFTER UPDATE ON campaign_microsites
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.html_content IS DISTINCT FROM NEW.html_content
    OR OLD.slug IS DISTINCT FROM NEW.slug)
  EXECUTE FUNCTION pitchsite_notify_microsite_changed();--> statement-breakpoint
CREATE TRIGGER campaign_microsites_changed_delete
  AFTER DELETE ON campaign_microsites
  FOR EACH ROW
  EXECUTE FUNCTION pitchsite_notify_microsite_changed();

-- Quality gate results per page (issue 10 item 6): {score, checks: [{id, stage, label, passed, blocker, message}]}.
-- Pages generated before the gates have none (null), and the campaign view shows no score for them.
ALTER TABLE "campaign_microsites" ADD COLUMN "quality" jsonb;

import { sql } from "drizzle-orm";
import { reviewOfVersion } from "@/shared/approval";
import type { Executor } from "../db/client";
import { queryRows } from "../db/rows";
import type { WrittenWith } from "./generation-context";
import { launchRuns, microsites } from "../db/schema";

/** How one newly written version is published: held for an admin or not, and whether the live version stays served meanwhile. */
export type PublishDecision = { held: boolean; underReview: boolean; keepLive: boolean };

type PageState = { id: string; review_required: boolean; started_by_admin: boolean | null; live: boolean };

/**
 * Issue 23 item 6, decided per page at publish time (not per run at launch): from the framework this version was
 * written with, the page's past (under review once a framework asked), and who started the run. A held version of a
 * page that is live waits beside it (issue 23 item 7): the prospect keeps the approved page until an admin decides.
 */
export async function decidePublication(db: Executor, pages: Array<{ id: string; writtenWith: WrittenWith }>, now: Date): Promise<Map<string, PublishDecision>> {
  const decisions = new Map<string, PublishDecision>();
  if (pages.length === 0) return decisions;
  const rows = await queryRows<PageState>(
    db,
    sql`SELECT m.id, m.review_required, r.started_by_admin,
               (m.published_at IS NOT NULL AND m.html_content IS NOT NULL AND (m.expires_at IS NULL OR m.expires_at > ${now.toISOString()}::timestamptz)) AS live
        FROM ${microsites} m LEFT JOIN ${launchRuns} r ON r.id = m.run_id
        WHERE m.id = ANY(${sql.param(pages.map((p) => p.id))}::uuid[])`,
  );
  const states = new Map(rows.map((row) => [row.id, row]));
  for (const page of pages) {
    const state = states.get(page.id);
    const { held, underReview } = reviewOfVersion({
      // A page whose run is gone (deleted meanwhile) is treated as a member's: the stricter rule.
      byAdmin: state?.started_by_admin === true,
      frameworkAsksReview: page.writtenWith.asksReview,
      underReviewBefore: state?.review_required === true,
    });
    decisions.set(page.id, { held, underReview, keepLive: held && state?.live === true });
  }
  return decisions;
}

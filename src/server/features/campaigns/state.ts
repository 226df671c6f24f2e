import { and, eq, inArray, sql } from "drizzle-orm";
import { campaignDisplayState, pageCounts, type CampaignRunState, type CampaignState } from "@/shared/campaign-state";
import type { CampaignStatus } from "@/shared/constants";
import type { MicrositeStatus } from "@/shared/microsite-status";
import type { Executor } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { launchRuns, microsites } from "@/server/db/schema";
import { heldPageSql } from "./microsite-columns";

type CampaignFacts = { id: string; status: CampaignStatus; contact_count: number };

/**
 * Issue 23 item 9, the one source of a campaign's state: its pages counted by status and its latest launch run, for
 * each given campaign (already in the caller's scope) in two grouped reads. The campaign view, the campaign list and
 * the launch status answer all read it.
 */
export async function campaignStates(db: Executor, scope: Scope, facts: CampaignFacts[]): Promise<Map<string, CampaignState>> {
  const states = new Map<string, CampaignState>();
  if (facts.length === 0) return states;
  const ids = facts.map((f) => f.id);
  const [statusRows, runRows] = await Promise.all([
    db
      .select({
        campaignId: microsites.campaignId,
        status: microsites.status,
        count: sql<number>`count(*)`.mapWith(Number),
        held: sql<number>`count(*) filter (where ${heldPageSql})`.mapWith(Number),
      })
      .from(microsites)
      .where(owned(microsites, scope, inArray(microsites.campaignId, ids)))
      .groupBy(microsites.campaignId, microsites.status),
    // Each campaign's latest launch run (a run's created_at is unique enough; the id breaks a tie).
    db
      .select({ campaignId: launchRuns.campaignId, id: launchRuns.id, status: launchRuns.status, error: launchRuns.error })
      .from(launchRuns)
      .where(
        and(
          inArray(launchRuns.campaignId, ids),
          eq(launchRuns.kind, "launch"),
          sql`not exists (select 1 from ${launchRuns} n where n.campaign_id = ${launchRuns.campaignId} and n.kind = 'launch'
            and (n.created_at, n.id) > (${launchRuns.createdAt}, ${launchRuns.id}))`,
        ),
      ),
  ]);
  const byCampaign = new Map<string, Partial<Record<MicrositeStatus, number>>>();
  const heldBy = new Map<string, number>();
  for (const row of statusRows) {
    const counts = byCampaign.get(row.campaignId) ?? {};
    counts[row.status] = (counts[row.status] ?? 0) + row.count;
    byCampaign.set(row.campaignId, counts);
    heldBy.set(row.campaignId, (heldBy.get(row.campaignId) ?? 0) + row.held);
  }
  const runs = new Map(runRows.map((r) => [r.campaignId, { id: r.id, status: r.status, error: r.error } satisfies CampaignRunState]));
  for (const f of facts) {
    const counts = pageCounts(f.contact_count, byCampaign.get(f.id) ?? {}, heldBy.get(f.id) ?? 0);
    const run = runs.get(f.id) ?? null;
    states.set(f.id, { display: campaignDisplayState(f.status, counts, run), counts, run });
  }
  return states;
}

export async function campaignState(db: Executor, scope: Scope, facts: CampaignFacts): Promise<CampaignState> {
  return (await campaignStates(db, scope, [facts])).get(facts.id)!;
}

import { and, eq, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { EXTEND_EXPIRY_DAYS } from "@/shared/constants";
import type { MicrositeBulkInput } from "@/shared/schemas/microsite-table";
import type { Database } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { launchRuns, microsites } from "@/server/db/schema";
import type { JobQueue } from "@/server/jobs/queue";
import type { Storage } from "@/server/storage/storage";
import { extendCampaign } from "../expiry/service";
import { deleteMicrosites, queueRegeneration } from "../microsites/service";
import { findOwnedCampaign } from "./service";

/**
 * Bulk actions of the campaign view's table: each touches only the listed pages that are in the caller's scope AND
 * in this campaign (other ids are ignored, never an error), by the same rules as the one-page action, and answers
 * how many pages it touched. Another rep's or workspace's campaign: 404.
 */

/** Extend 7 days: the published pages among `ids`, in one statement (as "Extend all" and the single extend). */
export async function bulkExtend(db: Database, scope: Scope, campaignId: string, { ids }: MicrositeBulkInput, now = new Date()) {
  const { extended } = await extendCampaign(db, scope, campaignId, { days: EXTEND_EXPIRY_DAYS }, now, ids);
  return { count: extended };
}

/** Regenerate: one regeneration run for the pages among `ids`; a page already waiting in an open run is left to it. */
export async function bulkRegenerate(deps: { db: Database; queue: JobQueue }, scope: Scope, campaignId: string, { ids }: MicrositeBulkInput) {
  const campaign = await findOwnedCampaign(deps.db, scope, campaignId);
  const openRuns = deps.db
    .select({ id: launchRuns.id })
    .from(launchRuns)
    .where(and(eq(launchRuns.campaignId, campaignId), isNull(launchRuns.finishedAt), inArray(launchRuns.status, ["queued", "running"])));
  const rows = await deps.db
    .select({ id: microsites.id })
    .from(microsites)
    .where(
      owned(
        microsites,
        scope,
        eq(microsites.campaignId, campaignId),
        inArray(microsites.id, ids),
        or(sql`${microsites.status} <> 'pending'`, isNull(microsites.runId), notInArray(microsites.runId, openRuns)),
      ),
    );
  if (rows.length === 0) return { count: 0 };
  await queueRegeneration(deps, scope, { campaignId, userId: campaign.userId }, rows.map((r) => r.id));
  return { count: rows.length };
}

/** Delete: the pages among `ids` with their stored HTML (as the single delete). */
export async function bulkDelete(deps: { db: Database; storage: Storage }, scope: Scope, campaignId: string, { ids }: MicrositeBulkInput) {
  await findOwnedCampaign(deps.db, scope, campaignId);
  return { count: await deleteMicrosites(deps, scope, and(eq(microsites.campaignId, campaignId), inArray(microsites.id, ids))!) };
}

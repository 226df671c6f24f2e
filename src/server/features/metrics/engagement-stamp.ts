import { count, eq, max } from "drizzle-orm";
import type { Database } from "../../db/client";
import { owned } from "../../db/owner";
import { micrositeEngagement } from "../../db/schema";

/**
 * A value that changes whenever a prospect's human view or click is stored for this owner (or one campaign of
 * theirs): every stored moment sets the engagement row's updated_at. Open pages poll it every few seconds and
 * refetch their figures only when it changes, instead of recomputing them on every poll.
 */
export async function getEngagementStamp(db: Database, userId: string, campaignId?: string): Promise<string> {
  const [row] = await db
    .select({ engaged: count(), changedAt: max(micrositeEngagement.updatedAt) })
    .from(micrositeEngagement)
    .where(owned(micrositeEngagement, userId, campaignId ? eq(micrositeEngagement.campaignId, campaignId) : undefined));
  return `${row?.engaged ?? 0}:${row?.changedAt ? new Date(row.changedAt).toISOString() : "-"}`;
}

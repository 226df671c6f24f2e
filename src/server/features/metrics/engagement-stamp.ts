import { count, max, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { ownedSql, personalSql, type Scope } from "@/server/db/owner";
import { campaigns, micrositeEngagement } from "@/server/db/schema";

/**
 * A value that changes whenever a prospect's human view or click is stored for the caller's own campaigns in the
 * workspace (the dashboard) or for one campaign in their scope (its view): every stored moment sets the engagement
 * row's updated_at. Open pages poll it every few seconds and
 * refetch their figures only when it changes, instead of recomputing them on every poll.
 */
export async function getEngagementStamp(db: Database, scope: Scope, campaignId?: string): Promise<string> {
  const [row] = await db
    .select({ engaged: count(), changedAt: max(micrositeEngagement.updatedAt) })
    .from(micrositeEngagement)
    .where(
      campaignId
        ? sql`${micrositeEngagement.campaignId} in (select c.id from ${campaigns} c where ${ownedSql("c", scope)} and c.id = ${campaignId})`
        : sql`${micrositeEngagement.userId} = ${scope.userId} and ${micrositeEngagement.campaignId} in (select c.id from ${campaigns} c where ${personalSql("c", scope)})`,
    );
  return `${row?.engaged ?? 0}:${row?.changedAt ? new Date(row.changedAt).toISOString() : "-"}`;
}

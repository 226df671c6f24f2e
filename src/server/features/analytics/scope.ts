import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { owned, ownedSql, personalSql, type Scope } from "@/server/db/owner";
import { campaigns } from "@/server/db/schema";
import { CAMPAIGN_MESSAGES } from "@/shared/schemas/campaign";
import { ApiError } from "@/server/http/errors";

/** SQL condition limiting campaign rows (alias `c`) to the caller's scope (an admin: the team's) and, when chosen, one campaign. */
export function campaignScope(scope: Scope, campaignId?: string): SQL {
  return campaignId ? sql`${ownedSql("c", scope)} and c.id = ${campaignId}` : ownedSql("c", scope);
}

/** The caller's own campaigns in the workspace, whatever their role (the personal dashboard). */
export const personalCampaignScope = (scope: Scope): SQL => personalSql("c", scope);

/** The campaigns in scope for the selector, newest first; a chosen campaign outside the scope is a 404. */
export async function campaignOptions(db: Database, scope: Scope, campaignId?: string) {
  const options = await db
    .select({ id: campaigns.id, name: campaigns.name, status: campaigns.status })
    .from(campaigns)
    .where(owned(campaigns, scope))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  if (campaignId && !options.some((o) => o.id === campaignId)) {
    const [mine] = await db.select({ id: campaigns.id }).from(campaigns).where(and(owned(campaigns, scope), eq(campaigns.id, campaignId)));
    if (!mine) throw new ApiError(404, CAMPAIGN_MESSAGES.notFound);
  }
  return options;
}

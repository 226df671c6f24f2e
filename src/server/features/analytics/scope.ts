import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { owned } from "../../db/owner";
import { campaigns } from "../../db/schema";
import { CAMPAIGN_MESSAGES } from "../../../shared/schemas/campaign";
import { ApiError } from "../../http/errors";

/** SQL condition limiting campaign rows (alias `c`) to the owner and, when chosen, one campaign. */
export function campaignScope(userId: string, campaignId?: string): SQL {
  return campaignId ? sql`c.user_id = ${userId} and c.id = ${campaignId}` : sql`c.user_id = ${userId}`;
}

/** The owner's campaigns for the selector, newest first; a chosen campaign that is not theirs is a 404. */
export async function campaignOptions(db: Database, userId: string, campaignId?: string) {
  const options = await db
    .select({ id: campaigns.id, name: campaigns.name, status: campaigns.status })
    .from(campaigns)
    .where(owned(campaigns, userId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  if (campaignId && !options.some((o) => o.id === campaignId)) {
    const [mine] = await db.select({ id: campaigns.id }).from(campaigns).where(and(owned(campaigns, userId), eq(campaigns.id, campaignId)));
    if (!mine) throw new ApiError(404, CAMPAIGN_MESSAGES.notFound);
  }
  return options;
}

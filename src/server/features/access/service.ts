import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { personalSql, type Scope } from "@/server/db/owner";
import { campaigns, micrositeViewers } from "@/server/db/schema";

export { createAccessGate } from "./gate";
export { countPeopleByCampaign, countPeopleByContact, listAccountPeople, listContactPeople } from "./people";

/**
 * Marks the caller's new people at their accounts not yet announced (in the active workspace) as announced and answers
 * their ids: each is toasted once, at once (admission writes the row: no write lag to wait for).
 */
export async function claimNewViewers(db: Database, scope: Scope, now = new Date()): Promise<string[]> {
  const rows = await db
    .update(micrositeViewers)
    .set({ notifiedAt: now })
    .where(
      sql`${micrositeViewers.userId} = ${scope.userId} and ${micrositeViewers.newPerson} and ${micrositeViewers.notifiedAt} is null
        and ${micrositeViewers.campaignId} in (select c.id from ${campaigns} c where ${personalSql("c", scope)})`,
    )
    .returning({ id: micrositeViewers.id });
  return rows.map((r) => r.id);
}

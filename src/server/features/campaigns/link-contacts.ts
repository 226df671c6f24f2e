import { eq, inArray } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { campaignContacts, contacts } from "@/server/db/schema";
import { getCampaign } from "./service";

/**
 * POST /api/campaigns/:id/contacts/link: adds existing contacts to a campaign. Only the campaign's rep's contacts the
 * caller may reach are added; other ids are ignored. `linked` counts new links, `already_linked` those it had.
 */
export async function linkContactsToCampaign(db: Database, scope: Scope, campaignId: string, contactIds: string[]) {
  return db.transaction(async (tx) => {
    const campaign = await getCampaign(tx, scope, campaignId);
    const reachable = await tx
      .select({ contactId: contacts.id })
      .from(contacts)
      .where(owned(contacts, scope, eq(contacts.userId, campaign.user_id), inArray(contacts.id, contactIds)));
    if (reachable.length === 0) return { linked: 0, already_linked: 0 };
    const inserted = await tx
      .insert(campaignContacts)
      .values(reachable.map(({ contactId }) => ({ campaignId, contactId })))
      .onConflictDoNothing()
      .returning({ contactId: campaignContacts.contactId });
    return { linked: inserted.length, already_linked: reachable.length - inserted.length };
  });
}

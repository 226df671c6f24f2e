import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { owned, type Scope } from "../../db/owner";
import { isCompletedMicrosite } from "../../db/status-predicates";
import { campaignContacts, contacts, member, microsites } from "../../db/schema";
import { needsApproval } from "../approvals/service";
import { getCampaign } from "./service";

export const DETAIL_CONTACTS_DEFAULT = 100;
export const DETAIL_CONTACTS_MAX = 1000;

const COMPLETED = isCompletedMicrosite(microsites.status);

/** The campaign's contacts, most recently linked first, at most `limit` (contact_count has the total). */
function campaignContactRows(db: Database, scope: Scope, campaignId: string, limit: number) {
  return db
    .select({
      id: contacts.id,
      email: contacts.email,
      first_name: contacts.firstName,
      last_name: contacts.lastName,
      company: contacts.company,
      industry: contacts.industry,
      context: contacts.context,
      domain: contacts.domain,
      title: contacts.title,
      created_at: contacts.createdAt,
    })
    .from(campaignContacts)
    .innerJoin(contacts, eq(contacts.id, campaignContacts.contactId))
    .where(owned(contacts, scope, eq(campaignContacts.campaignId, campaignId)))
    .orderBy(desc(campaignContacts.createdAt), desc(contacts.createdAt))
    .limit(limit);
}

/** The campaign's microsites with their contact's name, email and company (no HTML: the table does not need it). */
function campaignMicrositeRows(db: Database, scope: Scope, campaignId: string) {
  return db
    .select({
      id: microsites.id,
      campaign_id: microsites.campaignId,
      contact_id: microsites.contactId,
      slug: microsites.slug,
      status: microsites.status,
      storage_key: microsites.storageKey,
      microsite_url: microsites.micrositeUrl,
      public_url: microsites.publicUrl,
      error: microsites.error,
      review_comment: microsites.reviewComment,
      // The score only: a page's full quality report (~3 KB) is fetched when its details are opened.
      quality_score: sql<number | null>`(${microsites.quality} ->> 'score')::int`,
      expires_at: microsites.expiresAt,
      published_at: microsites.publishedAt,
      created_at: microsites.createdAt,
      first_name: contacts.firstName,
      last_name: contacts.lastName,
      email: contacts.email,
      company: contacts.company,
    })
    .from(microsites)
    .innerJoin(contacts, eq(contacts.id, microsites.contactId))
    .where(owned(microsites, scope, eq(microsites.campaignId, campaignId)))
    .orderBy(contacts.lastName, contacts.firstName, microsites.id);
}

/** Spec 3 campaign progress: total contacts, microsites generated (completed), processed (completed or failed). */
async function campaignProgress(db: Database, scope: Scope, campaignId: string, total: number) {
  const [row] = await db
    .select({
      generated: sql<number>`count(*) filter (where ${COMPLETED})`.mapWith(Number),
      processed: sql<number>`count(*) filter (where ${COMPLETED} or ${microsites.status} = 'error')`.mapWith(Number),
    })
    .from(microsites)
    .where(owned(microsites, scope, eq(microsites.campaignId, campaignId)));
  return { total, generated: row.generated, processed: row.processed };
}

/** Whether the campaign's rep's pages wait for an admin: the rep is a member and the framework asks for review. */
async function ownerNeedsApproval(db: Database, scope: Scope, campaign: { id: string; user_id: string }) {
  const [owner] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, scope.workspaceId), eq(member.userId, campaign.user_id)));
  return needsApproval(db, { userId: campaign.user_id, workspaceId: scope.workspaceId, role: owner?.role === "member" ? "member" : "admin" }, campaign.id);
}

/**
 * GET /api/campaigns/:id: campaign + contacts + microsites + progress. A campaign can hold 40,000 contacts, so
 * `contacts` carries the first `contactsLimit` (the rest page through GET /api/contacts?campaignId=); the
 * microsites are all there (the view's table and the launch actions need every row).
 */
export async function getCampaignDetail(db: Database, scope: Scope, id: string, contactsLimit = DETAIL_CONTACTS_DEFAULT) {
  const campaign = await getCampaign(db, scope, id);
  const [contactRows, micrositeRows, progress] = await Promise.all([
    campaignContactRows(db, scope, id, contactsLimit),
    campaignMicrositeRows(db, scope, id),
    campaignProgress(db, scope, id, campaign.contact_count),
  ]);
  return { ...campaign, contacts: contactRows, microsites: micrositeRows, progress, requires_approval: await ownerNeedsApproval(db, scope, campaign) };
}

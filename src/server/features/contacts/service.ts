import { and, count, desc, eq, exists, ilike, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { ContactSort, SortDirection } from "@/shared/list-query";
import type { ContactUpdate } from "@/shared/schemas/contact";
import type { Database, Executor } from "@/server/db/client";
import { likePattern, orderBy, pageWithTotal, totalOver } from "@/server/db/list-page";
import { owned, type Scope } from "@/server/db/owner";
import { liveMicrosite } from "@/server/db/microsite-predicates";
import { campaignContacts, campaigns, contacts, microsites } from "@/server/db/schema";
import { ApiError } from "@/server/http/errors";
import { contactColumns, contactSearchText, contactSortKeys } from "./queries";

export const CONTACT_NOT_FOUND = "Contact not found";
export const CONTACT_EMAIL_TAKEN = "A contact with this email already exists";

export type ContactListQuery = { limit: number; offset: number; q?: string; sort?: ContactSort; dir?: SortDirection; campaignId?: string };
export type CampaignRef = { id: string; name: string };

/** One case-insensitive match over all searchable columns at once: one pass per row instead of eight. */
function searchCondition(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  return term ? ilike(contactSearchText, likePattern(term)) : undefined;
}

/** The campaigns (id, name) each of these contacts belongs to, newest campaign first. */
async function campaignsByContact(db: Database, scope: Scope, contactIds: string[]) {
  const byContact = new Map<string, CampaignRef[]>();
  if (contactIds.length === 0) return byContact;
  const links = await db
    .select({ contactId: campaignContacts.contactId, id: campaigns.id, name: campaigns.name })
    .from(campaignContacts)
    .innerJoin(campaigns, eq(campaigns.id, campaignContacts.campaignId))
    .where(owned(campaigns, scope, inArray(campaignContacts.contactId, contactIds)))
    .orderBy(desc(campaigns.createdAt));
  for (const { contactId, id, name } of links) {
    const list = byContact.get(contactId) ?? [];
    list.push({ id, name });
    byContact.set(contactId, list);
  }
  return byContact;
}

/** How many live microsites each of these contacts has: deleting the contact takes them down (issue 15 item 11). */
async function liveMicrositesByContact(db: Database, scope: Scope, contactIds: string[], now: Date) {
  const counts = new Map<string, number>();
  if (contactIds.length === 0) return counts;
  const rows = await db
    .select({ contactId: microsites.contactId, live: count() })
    .from(microsites)
    .where(owned(microsites, scope, inArray(microsites.contactId, contactIds), liveMicrosite(now)))
    .groupBy(microsites.contactId);
  for (const row of rows) counts.set(row.contactId, row.live);
  return counts;
}

/** The list's extra fields of a contact: its campaigns and its live microsites. */
async function contactExtras(db: Database, scope: Scope, contactIds: string[], now: Date) {
  const [campaignsOf, liveOf] = await Promise.all([campaignsByContact(db, scope, contactIds), liveMicrositesByContact(db, scope, contactIds, now)]);
  return (id: string) => ({ campaigns: campaignsOf.get(id) ?? [], live_microsites: liveOf.get(id) ?? 0 });
}

function inCampaign(db: Database, campaignId: string | undefined): SQL | undefined {
  if (!campaignId) return undefined;
  const link = db
    .select({ one: sql`1` })
    .from(campaignContacts)
    .where(and(eq(campaignContacts.contactId, contacts.id), eq(campaignContacts.campaignId, campaignId)));
  return exists(link);
}

/** One page of the owner's contacts in the asked order (newest first by default), each with its campaigns and live microsites; `total` counts every match. */
export async function listContacts(db: Database, scope: Scope, { limit, offset, q, sort = "created", dir, campaignId }: ContactListQuery, now = new Date()) {
  const where = owned(contacts, scope, searchCondition(q), inCampaign(db, campaignId));
  const rows = await db
    .select({ ...contactColumns, total: totalOver })
    .from(contacts)
    .where(where)
    .orderBy(...orderBy(contactSortKeys, contacts.id, sort, dir))
    .limit(limit)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => (await db.select({ total: count() }).from(contacts).where(where))[0].total);
  const extrasOf = await contactExtras(db, scope, page.items.map((r) => r.id), now);
  return { total: page.total, contacts: page.items.map((row) => ({ ...row, ...extrasOf(row.id) })) };
}

export async function updateContact(db: Database, scope: Scope, id: string, input: ContactUpdate, now = new Date()) {
  const [clash] = await db
    .select({ id: contacts.id })
    .from(contacts)
    // Emails are unique among the contact's rep's contacts (an admin may be editing a rep's contact).
    .where(
      owned(
        contacts,
        scope,
        ne(contacts.id, id),
        eq(sql`lower(${contacts.email})`, input.email.toLowerCase()),
        eq(contacts.userId, sql`(select c2.user_id from ${contacts} c2 where c2.id = ${id})`),
      ),
    )
    .limit(1);
  if (clash) throw new ApiError(409, CONTACT_EMAIL_TAKEN);
  const [updated] = await db
    .update(contacts)
    .set({
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      company: input.company,
      industry: input.industry,
      context: input.context,
      domain: input.domain,
      title: input.title,
    })
    .where(owned(contacts, scope, eq(contacts.id, id)))
    .returning(contactColumns);
  if (!updated) throw new ApiError(404, CONTACT_NOT_FOUND);
  const extrasOf = await contactExtras(db, scope, [updated.id], now);
  return { ...updated, ...extrasOf(updated.id) };
}

/** What deleting these contacts takes down: how many of them are the caller's, and their pages a visitor can open now. */
export async function contactsDeleteSummary(db: Executor, scope: Scope, ids: string[], now = new Date()) {
  const mine = db.select({ id: contacts.id }).from(contacts).where(owned(contacts, scope, inArray(contacts.id, ids)));
  const [[{ found }], [{ live }]] = await Promise.all([
    db.select({ found: count() }).from(contacts).where(owned(contacts, scope, inArray(contacts.id, ids))),
    // Every microsite of a deleted contact goes (the foreign key cascades), whoever's campaign it is in.
    db.select({ live: count() }).from(microsites).where(and(inArray(microsites.contactId, mine), liveMicrosite(now))),
  ]);
  return { contacts: found, live_microsites: live };
}

/**
 * Deletes those of these contacts the caller may delete (others' ids match nothing); their campaign links and
 * microsites go with them (foreign keys cascade; the page cache hears of it through the database's notification).
 */
export async function deleteContacts(db: Database, scope: Scope, ids: string[], now = new Date()) {
  return db.transaction(async (tx) => {
    const { live_microsites } = await contactsDeleteSummary(tx, scope, ids, now);
    const deleted = await tx.delete(contacts).where(owned(contacts, scope, inArray(contacts.id, ids))).returning({ id: contacts.id });
    return { deleted: deleted.length, live_microsites_removed: live_microsites };
  });
}

export async function deleteContact(db: Database, scope: Scope, id: string) {
  const { deleted } = await deleteContacts(db, scope, [id]);
  if (deleted === 0) throw new ApiError(404, CONTACT_NOT_FOUND);
}
export { upsertContacts, type UpsertOutcome } from "./upsert";

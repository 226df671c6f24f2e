import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { MICROSITE_STATUSES, type MicrositeStatus } from "@/shared/microsite-status";
import type { Database } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { isDeliveredMicrosite } from "@/server/db/status-predicates";
import { campaignContacts, contacts, launchRuns, member, microsites } from "@/server/db/schema";
import { micrositeRowColumns } from "./microsite-columns";
import { needsApproval } from "../approvals/service";
import { getCampaign } from "./service";
import { campaignState } from "./state";

export const DETAIL_CONTACTS_DEFAULT = 100;
export const DETAIL_CONTACTS_MAX = 1000;
/** `?microsites_limit=`: by default every microsite is answered; the campaign view asks for none and pages instead. */
export const DETAIL_MICROSITES_MAX = 100_000;

/** A published page "Extend all" would reach (as extendCampaign selects them). */
const EXTENDABLE = and(isDeliveredMicrosite(microsites.status), isNotNull(microsites.expiresAt), isNotNull(microsites.htmlContent));

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

/** The campaign's microsites (at most `limit`) with their contact's name, email and company, by contact name. */
function campaignMicrositeRows(db: Database, scope: Scope, campaignId: string, limit: number | undefined) {
  const rows = db
    .select(micrositeRowColumns)
    .from(microsites)
    .innerJoin(contacts, eq(contacts.id, microsites.contactId))
    .where(owned(microsites, scope, eq(microsites.campaignId, campaignId)))
    .orderBy(contacts.lastName, contacts.firstName, microsites.id);
  return limit === undefined ? rows : rows.limit(limit);
}

/**
 * How many of the campaign's microsites hold each status, and how many published pages can be extended: what the
 * launch panel, the review notice and "Extend all" need, without every row.
 */
async function micrositeStatusCounts(db: Database, scope: Scope, campaignId: string) {
  const rows = await db
    .select({ status: microsites.status, count: sql<number>`count(*)`.mapWith(Number), extendable: sql<number>`count(*) filter (where ${EXTENDABLE})`.mapWith(Number) })
    .from(microsites)
    .where(owned(microsites, scope, eq(microsites.campaignId, campaignId)))
    .groupBy(microsites.status);
  const byStatus = Object.fromEntries(MICROSITE_STATUSES.map((s) => [s, 0])) as Record<MicrositeStatus, number>;
  for (const row of rows) byStatus[row.status] += row.count;
  return { total: rows.reduce((n, r) => n + r.count, 0), by_status: byStatus, extendable: rows.reduce((n, r) => n + r.extendable, 0) };
}

/** A run of the campaign is open: its framework stays as it is until the run ends (the wizard says so). */
async function hasOpenRun(db: Database, campaignId: string) {
  const [open] = await db.select({ id: launchRuns.id }).from(launchRuns).where(and(eq(launchRuns.campaignId, campaignId), isNull(launchRuns.finishedAt))).limit(1);
  return open !== undefined;
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
 * GET /api/campaigns/:id: campaign + contacts + microsites + progress + state (counts by page state, latest run, badge). A campaign can hold 40,000 contacts, so
 * `contacts` carries the first `contactsLimit` (the rest page through GET /api/contacts?campaignId=); the
 * microsites are all there unless `micrositesLimit` says otherwise (the campaign view pages through
 * GET /api/campaigns/:id/microsites and reads the counts by status from `microsite_counts`).
 */
export async function getCampaignDetail(db: Database, scope: Scope, id: string, contactsLimit = DETAIL_CONTACTS_DEFAULT, micrositesLimit?: number) {
  const campaign = await getCampaign(db, scope, id);
  const [contactRows, micrositeRows, state, micrositeCounts] = await Promise.all([
    campaignContactRows(db, scope, id, contactsLimit),
    campaignMicrositeRows(db, scope, id, micrositesLimit),
    campaignState(db, scope, campaign),
    micrositeStatusCounts(db, scope, id),
  ]);
  return {
    ...campaign,
    contacts: contactRows,
    microsites: micrositeRows,
    microsite_counts: micrositeCounts,
    // Spec 3 progress, from the one count of the campaign's state: generated = written (live, awaiting approval,
    // rejected or expired), processed = written or failed.
    progress: { total: state.counts.contacts, generated: state.counts.generated, processed: state.counts.processed },
    state,
    requires_approval: await ownerNeedsApproval(db, scope, campaign),
    framework_locked: await hasOpenRun(db, campaign.id),
  };
}

import { peopleViewedText } from "@/shared/schemas/access";
import { countPeopleByCampaign } from "../access/service";
import { and, count, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { CAMPAIGN_MESSAGES, ctaUrlError, isDateRangeValid, type campaignCreateSchema, type campaignUpdateSchema } from "@/shared/schemas/campaign";
import type { ImportContactsInput, ImportResult } from "@/shared/schemas/contact";
import type { CampaignSort, SortDirection } from "@/shared/list-query";
import type { CampaignStatus } from "@/shared/constants";
import type { Database, Executor } from "@/server/db/client";
import { likePattern, orderBy, pageWithTotal, totalOver } from "@/server/db/list-page";
import { inWorkspace, owned, ownership, type Scope } from "@/server/db/owner";
import { campaigns, launchRuns, productOfferings, templateFrameworks } from "@/server/db/schema";
import { FRAMEWORK_LOCKED_MESSAGE } from "@/shared/approval";
import { ApiError } from "@/server/http/errors";
import { ownBrandIds } from "../offerings/service";
import { importCampaignContacts } from "./import-contacts";
import { campaignStates } from "./state";
export { campaignState } from "./state";
export { importCampaignContacts } from "./import-contacts";
import { campaignColumns, contactCountColumn } from "./queries";

type CampaignCreate = z.output<typeof campaignCreateSchema>;
type CampaignUpdate = z.output<typeof campaignUpdateSchema>;
type CampaignFields = Omit<CampaignUpdate, "contacts">;

const notFound = () => new ApiError(404, CAMPAIGN_MESSAGES.notFound);

export type CampaignListQuery = { q?: string; status?: CampaignStatus; sort?: CampaignSort; dir?: SortDirection; limit?: number; offset?: number };

/** Spec 2's campaign search: every word (case-insensitive) somewhere in the name or description. */
function campaignSearch(q: string | undefined) {
  const words = q?.trim().split(/\s+/).filter(Boolean) ?? [];
  return and(...words.map((word) => ilike(sql`(${campaigns.name} || ' ' || coalesce(${campaigns.description}, ''))`, likePattern(word))));
}

const campaignSortKeys = { name: sql`lower(${campaigns.name})`, status: campaigns.status, contacts: contactCountColumn, created: campaigns.createdAt };

/**
 * The caller's campaigns (an admin: the workspace's), newest first unless sorted otherwise, each with its contact
 * count, rep and state (its pages counted, its latest launch run: the badge); optionally searched (name and description), filtered by status and paged. `total` counts every match.
 */
export async function listCampaigns(db: Database, scope: Scope, query: CampaignListQuery = {}) {
  const where = owned(campaigns, scope, campaignSearch(query.q), query.status ? eq(campaigns.status, query.status) : undefined);
  const rows = await db
    .select({ ...campaignColumns, contact_count: contactCountColumn, total: totalOver })
    .from(campaigns)
    .where(where)
    .orderBy(...orderBy(campaignSortKeys, campaigns.id, query.sort ?? "created", query.dir))
    .limit(query.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(query.offset ?? 0);
  const states = await campaignStates(db, scope, rows);
  const people = await countPeopleByCampaign(db, scope, rows.map((r) => r.id));
  // Issue 27 item 4: the people admitted to its pages, "3 people at Acme viewed" (null while nobody was).
  const peopleViewed = (id: string) => {
    const seen = people.get(id);
    return seen ? peopleViewedText(seen.people, seen.company) : null;
  };
  const withState = rows.map((row) => ({ ...row, state: states.get(row.id)!, people_viewed: peopleViewed(row.id) }));
  return pageWithTotal(withState, query.offset ?? 0, async () => (await db.select({ total: count() }).from(campaigns).where(where))[0].total);
}

export async function getCampaign(db: Executor, scope: Scope, id: string) {
  const [campaign] = await db
    .select({ ...campaignColumns, contact_count: contactCountColumn })
    .from(campaigns)
    .where(owned(campaigns, scope, eq(campaigns.id, id)));
  if (!campaign) throw notFound();
  return campaign;
}

/** The campaign's owner, when the campaign is in the caller's scope (404 otherwise): a cheap check before a write. */
export async function findOwnedCampaign(db: Executor, scope: Scope, id: string) {
  const [campaign] = await db.select({ id: campaigns.id, userId: campaigns.userId }).from(campaigns).where(owned(campaigns, scope, eq(campaigns.id, id))).limit(1);
  if (!campaign) throw notFound();
  return campaign;
}

/** A framework reference must be one of the workspace's frameworks. */
async function assertOwnFramework(db: Executor, scope: Scope, frameworkId: string | null | undefined) {
  if (!frameworkId) return;
  const [framework] = await db
    .select({ id: templateFrameworks.id })
    .from(templateFrameworks)
    .where(inWorkspace(templateFrameworks, scope, eq(templateFrameworks.id, frameworkId)));
  if (!framework) throw new ApiError(400, CAMPAIGN_MESSAGES.frameworkNotFound);
}

/** A featured offering must be one of the workspace's offerings (through its brand profile). */
async function assertOwnOffering(db: Executor, scope: Scope, offeringId: string | null | undefined) {
  if (!offeringId) return;
  const [offering] = await db
    .select({ id: productOfferings.id })
    .from(productOfferings)
    .where(and(eq(productOfferings.id, offeringId), inArray(productOfferings.brandId, ownBrandIds(db, scope))));
  if (!offering) throw new ApiError(400, CAMPAIGN_MESSAGES.offeringNotFound);
}

/** Validated input -> table columns; undefined keys are left untouched by an update. */
function toColumns(input: CampaignFields) {
  return {
    name: input.name,
    description: input.description,
    campaignType: input.campaign_type,
    expirationDays: input.expiration_days,
    frameworkId: input.framework_id,
    featuredOfferingId: input.featured_offering_id,
    personalizationSettings: input.personalization_settings,
    campaignSettings: input.campaign_settings,
    campaignData: input.campaign_data,
    ctaType: input.cta_type,
    ctaUrl: input.cta_url,
    startDate: input.start_date,
    endDate: input.end_date,
  };
}

/** Creates a draft campaign and, when given, imports its contacts in the same transaction. */
export async function createCampaign(db: Database, scope: Scope, input: CampaignCreate) {
  const { contacts, ...fields } = input;
  return db.transaction(async (tx) => {
    await assertOwnFramework(tx, scope, fields.framework_id);
    await assertOwnOffering(tx, scope, fields.featured_offering_id);
    const [{ id }] = await tx
      .insert(campaigns)
      .values({ ...toColumns(fields), name: fields.name, ...ownership(scope), status: "draft" })
      .returning({ id: campaigns.id });
    const imported: ImportResult | null = contacts ? await importCampaignContacts(tx, ownership(scope), id, contacts) : null;
    return { ...(await getCampaign(tx, scope, id)), import: imported };
  });
}

/**
 * A campaign's framework stays as it is while a run of it is open (issue 23 item 6): the pages written meanwhile are
 * decided from the framework they were written with, and a switch mid-run would split one launch across two rule sets.
 * The campaign row lock orders this with a launch starting (launch/service.ts takes the same lock).
 */
async function assertFrameworkChangeable(tx: Executor, campaignId: string) {
  await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).for("update");
  const [open] = await tx.select({ id: launchRuns.id }).from(launchRuns).where(and(eq(launchRuns.campaignId, campaignId), isNull(launchRuns.finishedAt))).limit(1);
  if (open) throw new ApiError(409, FRAMEWORK_LOCKED_MESSAGE);
}

export async function updateCampaign(db: Database, scope: Scope, id: string, input: CampaignUpdate) {
  return db.transaction(async (tx) => {
    const current = await getCampaign(tx, scope, id);
    if (input.framework_id !== undefined && (input.framework_id ?? null) !== current.framework_id) await assertFrameworkChangeable(tx, id);
    // Date order against the stored dates too: PATCH may send only one of the two.
    const start = input.start_date !== undefined ? input.start_date : current.start_date;
    const end = input.end_date !== undefined ? input.end_date : current.end_date;
    if (!isDateRangeValid({ start_date: start, end_date: end })) throw new ApiError(400, CAMPAIGN_MESSAGES.endBeforeStart);
    // The CTA rule only when the request touches the CTA, so renaming an older campaign is never refused for it.
    if (input.cta_type !== undefined || input.cta_url !== undefined) {
      const ctaError = ctaUrlError({ cta_type: input.cta_type !== undefined ? input.cta_type : current.cta_type, cta_url: input.cta_url !== undefined ? input.cta_url : current.cta_url });
      if (ctaError) throw new ApiError(400, ctaError);
    }
    await assertOwnFramework(tx, scope, input.framework_id);
    await assertOwnOffering(tx, scope, input.featured_offering_id);
    await tx.update(campaigns).set(toColumns(input)).where(owned(campaigns, scope, eq(campaigns.id, id)));
    return getCampaign(tx, scope, id);
  });
}

/** Deleting a campaign removes its contact links and microsites (foreign keys cascade); contacts stay. */
export async function deleteCampaign(db: Database, scope: Scope, id: string) {
  const deleted = await db.delete(campaigns).where(owned(campaigns, scope, eq(campaigns.id, id))).returning({ id: campaigns.id });
  if (deleted.length === 0) throw notFound();
}

/** POST /api/campaigns/:id/contacts: one transaction for the whole request. */
export async function importContactsIntoCampaign(db: Database, scope: Scope, id: string, input: ImportContactsInput) {
  return db.transaction(async (tx) => {
    const campaign = await getCampaign(tx, scope, id);
    // The contacts are the campaign's rep's, also when an admin imports them.
    return importCampaignContacts(tx, { userId: campaign.user_id, workspaceId: scope.workspaceId }, id, input.contacts, input.first_row);
  });
}

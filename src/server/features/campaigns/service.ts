import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { CAMPAIGN_MESSAGES, isDateRangeValid, type campaignCreateSchema, type campaignUpdateSchema } from "../../../shared/schemas/campaign";
import type { ImportContactsInput, ImportResult } from "../../../shared/schemas/contact";
import type { Database, Executor } from "../../db/client";
import { owned } from "../../db/owner";
import { campaigns, productOfferings, templateFrameworks } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { ownBrandIds } from "../offerings/service";
import { importCampaignContacts } from "./import-contacts";
import { campaignColumns, contactCountColumn } from "./queries";

type CampaignCreate = z.output<typeof campaignCreateSchema>;
type CampaignUpdate = z.output<typeof campaignUpdateSchema>;
type CampaignFields = Omit<CampaignUpdate, "contacts">;

const notFound = () => new ApiError(404, CAMPAIGN_MESSAGES.notFound);

/** The owner's campaigns, newest first, each with its contact count. */
export function listCampaigns(db: Database, userId: string) {
  return db
    .select({ ...campaignColumns, contact_count: contactCountColumn })
    .from(campaigns)
    .where(owned(campaigns, userId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
}

export async function getCampaign(db: Executor, userId: string, id: string) {
  const [campaign] = await db
    .select({ ...campaignColumns, contact_count: contactCountColumn })
    .from(campaigns)
    .where(owned(campaigns, userId, eq(campaigns.id, id)));
  if (!campaign) throw notFound();
  return campaign;
}

/** A framework reference must be one of the owner's own frameworks. */
async function assertOwnFramework(db: Executor, userId: string, frameworkId: string | null | undefined) {
  if (!frameworkId) return;
  const [framework] = await db
    .select({ id: templateFrameworks.id })
    .from(templateFrameworks)
    .where(owned(templateFrameworks, userId, eq(templateFrameworks.id, frameworkId)));
  if (!framework) throw new ApiError(400, CAMPAIGN_MESSAGES.frameworkNotFound);
}

/** A featured offering must be one of the owner's own offerings (through their brand profile). */
async function assertOwnOffering(db: Executor, userId: string, offeringId: string | null | undefined) {
  if (!offeringId) return;
  const [offering] = await db
    .select({ id: productOfferings.id })
    .from(productOfferings)
    .where(and(eq(productOfferings.id, offeringId), inArray(productOfferings.brandId, ownBrandIds(db, userId))));
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
export async function createCampaign(db: Database, userId: string, input: CampaignCreate) {
  const { contacts, ...fields } = input;
  return db.transaction(async (tx) => {
    await assertOwnFramework(tx, userId, fields.framework_id);
    await assertOwnOffering(tx, userId, fields.featured_offering_id);
    const [{ id }] = await tx
      .insert(campaigns)
      .values({ ...toColumns(fields), name: fields.name, userId, status: "draft" })
      .returning({ id: campaigns.id });
    const imported: ImportResult | null = contacts ? await importCampaignContacts(tx, userId, id, contacts) : null;
    return { ...(await getCampaign(tx, userId, id)), import: imported };
  });
}

export async function updateCampaign(db: Database, userId: string, id: string, input: CampaignUpdate) {
  return db.transaction(async (tx) => {
    const current = await getCampaign(tx, userId, id);
    // Date order against the stored dates too: PATCH may send only one of the two.
    const start = input.start_date !== undefined ? input.start_date : current.start_date;
    const end = input.end_date !== undefined ? input.end_date : current.end_date;
    if (!isDateRangeValid({ start_date: start, end_date: end })) throw new ApiError(400, CAMPAIGN_MESSAGES.endBeforeStart);
    await assertOwnFramework(tx, userId, input.framework_id);
    await assertOwnOffering(tx, userId, input.featured_offering_id);
    await tx.update(campaigns).set(toColumns(input)).where(owned(campaigns, userId, eq(campaigns.id, id)));
    return getCampaign(tx, userId, id);
  });
}

/** Deleting a campaign removes its contact links and microsites (foreign keys cascade); contacts stay. */
export async function deleteCampaign(db: Database, userId: string, id: string) {
  const deleted = await db.delete(campaigns).where(owned(campaigns, userId, eq(campaigns.id, id))).returning({ id: campaigns.id });
  if (deleted.length === 0) throw notFound();
}

/** POST /api/campaigns/:id/contacts: one transaction for the whole request. */
export async function importContactsIntoCampaign(db: Database, userId: string, id: string, input: ImportContactsInput) {
  return db.transaction(async (tx) => {
    await getCampaign(tx, userId, id);
    return importCampaignContacts(tx, userId, id, input.contacts, input.first_row);
  });
}

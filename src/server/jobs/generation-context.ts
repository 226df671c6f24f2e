import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { brandFaqs, brandProfiles, brandProofPoints, campaigns, contacts, productOfferings, templateFrameworks, user } from "../db/schema";
import { selectContactFields, type BrandView, type CampaignView, type ContactView, type OfferingView, type RepView } from "../page-input/generation-input";
import { logoSource, readFramework, type FrameworkView } from "../page-input/framework-view";
import { approvalReasons } from "@/shared/approval";

/** The framework a page is written with, as the page records it: its approval is decided from it (shared/approval.ts). */
export type WrittenWith = { frameworkId: string | null; frameworkVersion: Date | null; asksReview: boolean };
/** A campaign's context and the framework record of the pages written from it, loaded together so they agree. */
export type LoadedContext = { context: CampaignContext; writtenWith: WrittenWith };

export type CampaignContext = {
  campaign: CampaignView;
  framework: FrameworkView;
  brand: BrandView | null;
  offerings: OfferingView[];
  rep: RepView | null;
  personalizationFields: unknown;
};

// A launch touches the same campaign for every page; reload its settings at most this often.
const CONTEXT_TTL_MS = 10_000;

type UserRow = typeof user.$inferSelect;

const PHOTO_PREFIX = "/storage/profile-photos/";

/** The campaign owner as the page shows them; a stored photo path is passed on only if it is a served upload. */
function repView(owner: UserRow): RepView {
  return {
    name: `${owner.firstName} ${owner.lastName}`.trim() || owner.name,
    title: owner.jobTitle,
    email: owner.email,
    photoUrl: owner.photoUrl?.startsWith(PHOTO_PREFIX) ? owner.photoUrl : null,
    schedulingUrl: owner.schedulingUrl || null,
  };
}

/**
 * Loads what a campaign's pages share (campaign, its workspace's framework and brand with its proof and offerings, the
 * campaign's rep), cached briefly per worker. It reads by id: a request path checks the caller's scope first.
 */
export function createContextLoader(db: Database) {
  const cache = new Map<string, { at: number; value: Promise<LoadedContext | null> }>();

  async function load(campaignId: string): Promise<LoadedContext | null> {
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
    if (!campaign) return null;
    const { workspaceId } = campaign;
    const [framework] = campaign.frameworkId
      ? await db
          .select()
          .from(templateFrameworks)
          .where(and(eq(templateFrameworks.workspaceId, workspaceId), eq(templateFrameworks.id, campaign.frameworkId)))
          .limit(1)
      : [];
    const [brand] = await db.select().from(brandProfiles).where(eq(brandProfiles.workspaceId, workspaceId)).limit(1);
    const [offerings, proofPoints, faqs, [owner]] = await Promise.all([
      brand ? db.select().from(productOfferings).where(eq(productOfferings.brandId, brand.id)).orderBy(asc(productOfferings.createdAt), asc(productOfferings.id)) : [],
      brand ? db.select().from(brandProofPoints).where(eq(brandProofPoints.brandId, brand.id)).orderBy(asc(brandProofPoints.createdAt), asc(brandProofPoints.id)) : [],
      brand ? db.select().from(brandFaqs).where(eq(brandFaqs.brandId, brand.id)).orderBy(asc(brandFaqs.createdAt), asc(brandFaqs.id)) : [],
      db.select().from(user).where(eq(user.id, campaign.userId)).limit(1),
    ]);
    const writtenWith = { frameworkId: framework?.id ?? null, frameworkVersion: framework?.updatedAt ?? null, asksReview: approvalReasons(framework ?? null).length > 0 };
    const context: CampaignContext = {
      campaign: {
        name: campaign.name,
        description: campaign.description ?? "",
        type: campaign.campaignType,
        ctaType: campaign.ctaType ?? "",
        ctaUrl: campaign.ctaUrl ?? "",
        featuredOfferingId: campaign.featuredOfferingId,
      },
      framework: readFramework(framework ?? null),
      brand: brand
        ? {
            companyName: brand.companyName,
            tagline: brand.tagline,
            mission: brand.mission,
            values: brand.values ?? "",
            industry: brand.industry,
            idealCustomer: brand.idealCustomer ?? "",
            website: brand.website,
            contactEmail: brand.contactEmail,
            contactPhone: brand.contactPhone,
            logoUrl: logoSource(brand.logoUrl),
            socialLinks: brand.socialLinks ?? {},
            proofPoints: proofPoints.map((p) => ({
              id: p.id,
              customer: p.customer,
              industry: p.industry,
              figure: p.figure,
              outcome: p.outcome,
              quote: p.quote,
              author: p.author,
              authorTitle: p.authorTitle,
            })),
            faqs: faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer })),
          }
        : null,
      offerings: offerings.map((o) => ({
        id: o.id,
        name: o.name,
        type: o.type,
        description: o.description ?? "",
        price: o.price === null ? null : Number(o.price),
        currency: o.currency,
        unitType: o.unitType,
        requiresQuote: o.requiresQuote,
        outcomes: o.outcomes,
      })),
      rep: owner ? repView(owner) : null,
      personalizationFields: campaign.personalizationSettings?.fields,
    };
    return { context, writtenWith };
  }

  function loaded(campaignId: string, now = Date.now()): Promise<LoadedContext | null> {
    const hit = cache.get(campaignId);
    if (hit && now - hit.at < CONTEXT_TTL_MS) return hit.value;
    const value = load(campaignId);
    cache.set(campaignId, { at: now, value });
    value.catch(() => cache.delete(campaignId));
    return value;
  }

  return {
    async campaign(campaignId: string, now = Date.now()): Promise<CampaignContext | null> {
      return (await loaded(campaignId, now))?.context ?? null;
    },
    /** The context with the framework record of what is written from it (a page's approval is decided from that record). */
    loaded,
    /** The contacts of a batch of claimed microsites, by id, in one query. */
    async contacts(batch: Array<{ contact_id: string }>): Promise<Map<string, ContactRow>> {
      const ids = [...new Set(batch.map((m) => m.contact_id))];
      const rows = ids.length > 0 ? await db.select().from(contacts).where(inArray(contacts.id, ids)) : [];
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}

export type ContactRow = typeof contacts.$inferSelect;

/** What the writer may see of a contact: the campaign's selected personalization fields. */
export const contactView = (row: ContactRow, selected: unknown): ContactView => selectContactFields(row, selected);

export type ContextLoader = ReturnType<typeof createContextLoader>;

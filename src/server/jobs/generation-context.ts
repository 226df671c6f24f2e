import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { owned } from "../db/owner";
import { brandFaqs, brandProfiles, brandProofPoints, campaigns, contacts, productOfferings, templateFrameworks, user } from "../db/schema";
import { selectContactFields, type BrandView, type CampaignView, type ContactView, type OfferingView, type RepView } from "../ai/generation-input";
import { logoSource, readFramework, type FrameworkView } from "../render/framework-view";

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

/** Loads what a campaign's pages share (campaign, framework, brand with its proof, offerings, rep), cached briefly per worker. */
export function createContextLoader(db: Database) {
  const cache = new Map<string, { at: number; value: Promise<CampaignContext | null> }>();

  async function load(userId: string, campaignId: string): Promise<CampaignContext | null> {
    const [campaign] = await db.select().from(campaigns).where(owned(campaigns, userId, eq(campaigns.id, campaignId))).limit(1);
    if (!campaign) return null;
    const [framework] = campaign.frameworkId
      ? await db.select().from(templateFrameworks).where(owned(templateFrameworks, userId, eq(templateFrameworks.id, campaign.frameworkId))).limit(1)
      : [];
    const [brand] = await db.select().from(brandProfiles).where(owned(brandProfiles, userId)).limit(1);
    const [offerings, proofPoints, faqs, [owner]] = await Promise.all([
      brand ? db.select().from(productOfferings).where(eq(productOfferings.brandId, brand.id)).orderBy(asc(productOfferings.createdAt), asc(productOfferings.id)) : [],
      brand ? db.select().from(brandProofPoints).where(eq(brandProofPoints.brandId, brand.id)).orderBy(asc(brandProofPoints.createdAt), asc(brandProofPoints.id)) : [],
      brand ? db.select().from(brandFaqs).where(eq(brandFaqs.brandId, brand.id)).orderBy(asc(brandFaqs.createdAt), asc(brandFaqs.id)) : [],
      db.select().from(user).where(eq(user.id, userId)).limit(1),
    ]);
    return {
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
  }

  return {
    campaign(userId: string, campaignId: string, now = Date.now()): Promise<CampaignContext | null> {
      const hit = cache.get(campaignId);
      if (hit && now - hit.at < CONTEXT_TTL_MS) return hit.value;
      const value = load(userId, campaignId);
      cache.set(campaignId, { at: now, value });
      value.catch(() => cache.delete(campaignId));
      return value;
    },
    /** The contacts of a batch, one query per owner, by id. */
    async contacts(batch: Array<{ user_id: string; contact_id: string }>): Promise<Map<string, ContactRow>> {
      const byUser = new Map<string, string[]>();
      for (const m of batch) byUser.set(m.user_id, [...(byUser.get(m.user_id) ?? []), m.contact_id]);
      const found = new Map<string, ContactRow>();
      for (const [userId, ids] of byUser) {
        const rows = await db.select().from(contacts).where(owned(contacts, userId, inArray(contacts.id, ids)));
        for (const row of rows) found.set(row.id, row);
      }
      return found;
    },
  };
}

export type ContactRow = typeof contacts.$inferSelect;

/** What the writer may see of a contact: the campaign's selected personalization fields. */
export const contactView = (row: ContactRow, selected: unknown): ContactView => selectContactFields(row, selected);

export type ContextLoader = ReturnType<typeof createContextLoader>;

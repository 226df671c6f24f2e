import { inArray } from "drizzle-orm";
import sharp from "sharp";
import { MICROSITES_BUCKET } from "@/shared/constants";
import {
  brandFaqs,
  brandProfiles,
  brandProofPoints,
  campaignAssets,
  campaignAudiences,
  campaignContacts,
  campaignMetrics,
  campaigns,
  contacts,
  launchRuns,
  microsites,
  productOfferings,
  session,
  templateFrameworks,
  user,
} from "@/server/db/schema";
import type { TestContext, TestUser } from "../test-app";
import { personalWorkspaceId } from "@/server/db/membership";

/** A real (if tiny) PNG: the signature and an IHDR chunk are what the upload sniffer looks at. */
export function pngFile(name = "logo.png") {
  const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return new File([bytes], name, { type: "image/png" });
}

/**
 * A photo as reps upload them: a 400×400 PNG of photo-like noise (about 50 KB and more), which must decode, since
 * photos are resized on upload.
 */
export async function photoPngFile(side = 400, name = "me.png") {
  const pixels = Buffer.alloc(side * side * 3);
  let state = 12345;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = ((i / 3) % side) / 2 + (state % 48);
  }
  const bytes = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

export async function uploadLogo(ctx: TestContext, owner: TestUser, bucket: "brand-logos" | "framework-logos") {
  const form = new FormData();
  form.append("file", pngFile());
  const res = await ctx.request(`/api/uploads/${bucket}`, { method: "POST", body: form, cookie: owner.cookie });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { path: string; url: string };
}

/** Sets the user's profile photo through PUT /api/account/photo; returns its served path and storage key. */
export async function uploadProfilePhoto(ctx: TestContext, owner: TestUser) {
  const form = new FormData();
  form.append("file", await photoPngFile());
  const res = await ctx.request("/api/account/photo", { method: "PUT", body: form, cookie: owner.cookie });
  if (res.status !== 200) throw new Error(`photo upload failed: ${res.status} ${await res.text()}`);
  const { photoUrl } = (await res.json()) as { photoUrl: string };
  return { url: photoUrl, key: photoUrl.slice("/storage/profile-photos/".length) };
}

export const validProofPoint = (overrides: Record<string, unknown> = {}) => ({
  customer: "Globex",
  industry: "Manufacturing",
  figure: "62%",
  outcome: "less time spent approving invoices",
  quote: "We close the month in three days now.",
  author: "Dana Reyes",
  author_title: "Controller",
  ...overrides,
});

export const validFaq = (overrides: Record<string, unknown> = {}) => ({ question: "How long does setup take?", answer: "Most teams are live in a week.", ...overrides });

export const validBrandProfile = (overrides: Record<string, unknown> = {}) => ({
  company_name: "Acme Corp",
  tagline: "Rockets for everyone",
  mission: "Make space travel boring",
  vision: "A rocket in every garage",
  industry: "Aerospace & Defense",
  website: "https://acme.example.com",
  contact_email: "hello@acme.example.com",
  contact_phone: "+1 555 0100",
  values: "Safety first",
  ideal_customer: "Hobby astronauts",
  social_links: { linkedin: "https://linkedin.com/company/acme" },
  logo_url: null,
  ...overrides,
});

/**
 * Everything a user can own, through the API where it exists here and straight into the tables otherwise
 * (campaigns, contacts, microsites and metrics belong to other features). Returns every id and file it made.
 */
export async function seedEverythingOf(ctx: TestContext, owner: TestUser) {
  const db = ctx.db;
  const logo = await uploadLogo(ctx, owner, "brand-logos");
  const spareLogo = await uploadLogo(ctx, owner, "brand-logos"); // uploaded, never saved: still theirs
  const frameworkLogo = await uploadLogo(ctx, owner, "framework-logos");
  const profile = await ctx.request("/api/brand-profile", { method: "PUT", cookie: owner.cookie, body: validBrandProfile({ logo_url: logo.url }) });
  const brand = (await profile.json()) as { id: string };
  const offering = await ctx.request("/api/offerings", {
    method: "POST",
    cookie: owner.cookie,
    body: { name: "Rocket", type: "Product", price: 10, currency: "USD", unit_type: "item" },
  });
  const offeringId = ((await offering.json()) as { id: string }).id;
  const story = (await (await ctx.request("/api/brand-profile/proof-points", { method: "POST", cookie: owner.cookie, body: validProofPoint() })).json()) as { id: string };
  const faq = (await (await ctx.request("/api/brand-profile/faqs", { method: "POST", cookie: owner.cookie, body: validFaq() })).json()) as { id: string };
  const photo = await uploadProfilePhoto(ctx, owner);

  const [framework] = await db.insert(templateFrameworks).values({ workspaceId: personalWorkspaceId(owner.id), userId: owner.id, name: "Framework", brandLogo: frameworkLogo.path }).returning();
  const [campaign] = await db.insert(campaigns).values({ workspaceId: personalWorkspaceId(owner.id), userId: owner.id, name: "Campaign", frameworkId: framework.id }).returning();
  const [contact] = await db.insert(contacts).values({ workspaceId: personalWorkspaceId(owner.id), userId: owner.id, email: `${owner.id}@contacts.example.com` }).returning();
  await db.insert(campaignContacts).values({ campaignId: campaign.id, contactId: contact.id });
  const [run] = await db.insert(launchRuns).values({ campaignId: campaign.id, userId: owner.id }).returning();
  const storageKey = `${campaign.id}/${owner.id.toLowerCase()}-site.html`;
  await ctx.storage.put(MICROSITES_BUCKET, storageKey, "<html>site</html>", "text/html");
  const ownerFolderKey = `${owner.id}/extra.html`;
  await ctx.storage.put(MICROSITES_BUCKET, ownerFolderKey, "<html>extra</html>", "text/html");
  const [site] = await db
    .insert(microsites)
    .values({ workspaceId: personalWorkspaceId(owner.id), campaignId: campaign.id, contactId: contact.id, userId: owner.id, runId: run.id, slug: `site-${owner.id.toLowerCase()}`, storageKey, status: "completed" })
    .returning();
  const [metric] = await db
    .insert(campaignMetrics)
    .values({ campaignId: campaign.id, contactId: contact.id, metricType: "view", metricDate: "2026-01-01", value: 3 })
    .returning();
  const [audience] = await db.insert(campaignAudiences).values({ campaignId: campaign.id, name: "Audience" }).returning();
  const [asset] = await db.insert(campaignAssets).values({ campaignId: campaign.id, name: "Asset" }).returning();

  return {
    rows: {
      user: [owner.id],
      brandProfiles: [brand.id],
      productOfferings: [offeringId],
      brandProofPoints: [story.id],
      brandFaqs: [faq.id],
      templateFrameworks: [framework.id],
      campaigns: [campaign.id],
      contacts: [contact.id],
      launchRuns: [run.id],
      microsites: [site.id],
      campaignMetrics: [metric.id],
      campaignAudiences: [audience.id],
      campaignAssets: [asset.id],
    },
    files: [
      { bucket: "brand-logos", key: logo.path },
      { bucket: "brand-logos", key: spareLogo.path },
      { bucket: "framework-logos", key: frameworkLogo.path },
      { bucket: "profile-photos", key: photo.key },
      { bucket: MICROSITES_BUCKET, key: storageKey },
      { bucket: MICROSITES_BUCKET, key: ownerFolderKey },
    ],
  };
}

export type SeededUser = Awaited<ReturnType<typeof seedEverythingOf>>;

/** How many of the seeded rows still exist, per table (plus the user's sessions and campaign links). */
export async function countSeededRows(ctx: TestContext, seeded: SeededUser) {
  const db = ctx.db;
  const { rows } = seeded;
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    user: await count(db.select({ id: user.id }).from(user).where(inArray(user.id, rows.user))),
    session: await count(db.select({ id: session.id }).from(session).where(inArray(session.userId, rows.user))),
    brandProfiles: await count(db.select({ id: brandProfiles.id }).from(brandProfiles).where(inArray(brandProfiles.id, rows.brandProfiles))),
    productOfferings: await count(db.select({ id: productOfferings.id }).from(productOfferings).where(inArray(productOfferings.id, rows.productOfferings))),
    brandProofPoints: await count(db.select({ id: brandProofPoints.id }).from(brandProofPoints).where(inArray(brandProofPoints.id, rows.brandProofPoints))),
    brandFaqs: await count(db.select({ id: brandFaqs.id }).from(brandFaqs).where(inArray(brandFaqs.id, rows.brandFaqs))),
    templateFrameworks: await count(db.select({ id: templateFrameworks.id }).from(templateFrameworks).where(inArray(templateFrameworks.id, rows.templateFrameworks))),
    campaigns: await count(db.select({ id: campaigns.id }).from(campaigns).where(inArray(campaigns.id, rows.campaigns))),
    campaignContacts: await count(db.select({ id: campaignContacts.contactId }).from(campaignContacts).where(inArray(campaignContacts.contactId, rows.contacts))),
    contacts: await count(db.select({ id: contacts.id }).from(contacts).where(inArray(contacts.id, rows.contacts))),
    launchRuns: await count(db.select({ id: launchRuns.id }).from(launchRuns).where(inArray(launchRuns.id, rows.launchRuns))),
    microsites: await count(db.select({ id: microsites.id }).from(microsites).where(inArray(microsites.id, rows.microsites))),
    campaignMetrics: await count(db.select({ id: campaignMetrics.id }).from(campaignMetrics).where(inArray(campaignMetrics.id, rows.campaignMetrics))),
    campaignAudiences: await count(db.select({ id: campaignAudiences.id }).from(campaignAudiences).where(inArray(campaignAudiences.id, rows.campaignAudiences))),
    campaignAssets: await count(db.select({ id: campaignAssets.id }).from(campaignAssets).where(inArray(campaignAssets.id, rows.campaignAssets))),
  };
}

export async function existingFiles(ctx: TestContext, seeded: SeededUser) {
  const present = await Promise.all(seeded.files.map(async (f) => ((await ctx.storage.get(f.bucket, f.key)) ? 1 : 0)));
  return present.reduce<number>((a, b) => a + b, 0);
}

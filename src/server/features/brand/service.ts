import { eq } from "drizzle-orm";
import type { BrandProfileValues } from "../../../shared/schemas/brand-profile";
import type { Database } from "../../db/client";
import { owned } from "../../db/owner";
import { brandProfiles } from "../../db/schema";
import { ApiError } from "../../http/errors";
import type { Storage } from "../../storage/storage";
import { ownedKeyFromPublicPath } from "../uploads/service";

export type BrandProfileRow = typeof brandProfiles.$inferSelect;

export const LOGO_NOT_UPLOADED_MESSAGE = "Upload the logo with the logo picker";

/** The user's one brand profile, or null when they have not filled it in yet. */
export async function getBrandProfile(db: Database, userId: string) {
  const [profile] = await db.select().from(brandProfiles).where(owned(brandProfiles, userId)).limit(1);
  return profile ?? null;
}

/**
 * Creates or replaces the user's one profile (upsert on user_id). The logo must be the user's own upload in
 * brand-logos; a replaced or removed logo's file is deleted once the new profile is committed.
 */
export async function saveBrandProfile(db: Database, storage: Storage, userId: string, values: BrandProfileValues) {
  if (values.logo_url && !ownedKeyFromPublicPath(storage, "brand-logos", userId, values.logo_url)) {
    throw new ApiError(400, LOGO_NOT_UPLOADED_MESSAGE);
  }
  const columns = {
    companyName: values.company_name,
    tagline: values.tagline,
    mission: values.mission,
    vision: values.vision,
    industry: values.industry,
    website: values.website,
    values: values.values,
    idealCustomer: values.ideal_customer,
    socialLinks: values.social_links,
    contactEmail: values.contact_email,
    contactPhone: values.contact_phone,
    logoUrl: values.logo_url,
  };
  const { saved, oldLogoUrl } = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ logoUrl: brandProfiles.logoUrl })
      .from(brandProfiles)
      .where(eq(brandProfiles.userId, userId))
      .for("update");
    const [row] = await tx
      .insert(brandProfiles)
      .values({ userId, ...columns })
      .onConflictDoUpdate({ target: brandProfiles.userId, set: { ...columns, updatedAt: new Date() } })
      .returning();
    return { saved: row, oldLogoUrl: previous?.logoUrl ?? null };
  });
  const oldKey = oldLogoUrl !== saved.logoUrl ? ownedKeyFromPublicPath(storage, "brand-logos", userId, oldLogoUrl) : null;
  if (oldKey) await storage.delete("brand-logos", oldKey);
  return saved;
}

/** The API shape of a profile: the spec's snake_case field names. */
export function toBrandProfileDto(row: BrandProfileRow) {
  return {
    id: row.id,
    user_id: row.userId,
    company_name: row.companyName,
    tagline: row.tagline,
    mission: row.mission,
    vision: row.vision,
    industry: row.industry,
    website: row.website,
    values: row.values,
    ideal_customer: row.idealCustomer,
    social_links: row.socialLinks,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    logo_url: row.logoUrl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type BrandProfileDto = ReturnType<typeof toBrandProfileDto>;

import { and, eq, ne } from "drizzle-orm";
import type { BrandProfileValues } from "@/shared/schemas/brand-profile";
import type { Database } from "@/server/db/client";
import { inWorkspace, type Scope } from "@/server/db/owner";
import { brandProfiles } from "@/server/db/schema";
import { ApiError } from "@/server/http/errors";
import type { Storage } from "@/server/storage/storage";
import { ownedKeyFromPublicPath, uploadKeyFromPublicPath } from "../uploads/service";
import type { BrandProfileAnswer } from "@/shared/schemas/brand-answers";

export type BrandProfileRow = typeof brandProfiles.$inferSelect;

export const LOGO_NOT_UPLOADED_MESSAGE = "Upload the logo with the logo picker";

/** The workspace's one brand profile, or null when nobody has filled it in yet. */
export async function getBrandProfile(db: Database, scope: Scope) {
  const [profile] = await db.select().from(brandProfiles).where(inWorkspace(brandProfiles, scope)).limit(1);
  return profile ?? null;
}

/**
 * Creates or replaces the workspace's one profile (upsert on workspace_id). A new logo must be an upload in the
 * workspace's folder of brand-logos (see uploadFolder); a replaced or removed logo's file is deleted
 * once the new profile is committed, unless another workspace's profile shows the same file.
 */
export async function saveBrandProfile(db: Database, storage: Storage, scope: Scope, values: BrandProfileValues) {
  const current = await getBrandProfile(db, scope);
  if (values.logo_url && values.logo_url !== current?.logoUrl && !ownedKeyFromPublicPath(storage, "brand-logos", scope.workspaceId, values.logo_url)) {
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
      .where(inWorkspace(brandProfiles, scope))
      .for("update");
    const [row] = await tx
      .insert(brandProfiles)
      .values({ userId: scope.userId, workspaceId: scope.workspaceId, ...columns })
      .onConflictDoUpdate({ target: brandProfiles.workspaceId, set: { ...columns, userId: scope.userId, updatedAt: new Date() } })
      .returning();
    return { saved: row, oldLogoUrl: previous?.logoUrl ?? null };
  });
  if (oldLogoUrl && oldLogoUrl !== saved.logoUrl) await releaseBrandLogo(db, storage, oldLogoUrl, saved.id);
  return saved;
}

async function releaseBrandLogo(db: Database, storage: Storage, url: string, exceptProfileId: string) {
  const key = uploadKeyFromPublicPath(storage, "brand-logos", url);
  if (!key) return;
  const [stillShown] = await db
    .select({ id: brandProfiles.id })
    .from(brandProfiles)
    .where(and(eq(brandProfiles.logoUrl, url), ne(brandProfiles.id, exceptProfileId)))
    .limit(1);
  if (!stillShown) await storage.delete("brand-logos", key);
}

/** The API shape of a profile: the spec's snake_case field names. */
export function toBrandProfileDto(row: BrandProfileRow): BrandProfileAnswer {
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

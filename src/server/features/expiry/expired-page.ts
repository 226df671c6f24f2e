import { and, eq } from "drizzle-orm";
import { isMicrositeSlug } from "@/shared/slug";
import type { Database } from "@/server/db/client";
import { brandProfiles, campaigns, microsites, templateFrameworks, user } from "@/server/db/schema";
import type { ExpiredPageSender } from "@/server/render/expired-page";
import { logoSource, readFramework } from "@/server/page-input/framework-view";

/** An expired page's identity and who sent it; null when the slug is not an expired page (now). */
export type ExpiredMicrosite = { id: string; userId: string; campaignId: string; contactId: string; sender: ExpiredPageSender };

/**
 * Looks up an expired page by slug with its sender: the campaign framework's look and logo (else the brand
 * profile's logo, as on the page), the company name, the rep's name and email from their account. Only these are
 * shown: nothing of the page itself.
 */
export async function findExpiredMicrosite(db: Database, slug: string, now = new Date()): Promise<ExpiredMicrosite | null> {
  const page = await findMicrositeSender(db, slug);
  if (!page) return null;
  const expired = page.status === "expired" || (page.expiresAt !== null && page.expiresAt.getTime() <= now.getTime());
  return expired ? { id: page.id, userId: page.userId, campaignId: page.campaignId, contactId: page.contactId, sender: page.sender } : null;
}

/** A page's identity and state with who sent it, whatever its state (the expired page, the access gate). */
export async function findMicrositeSender(db: Database, slug: string) {
  if (!isMicrositeSlug(slug)) return null;
  const [row] = await db
    .select({
      id: microsites.id,
      userId: microsites.userId,
      campaignId: microsites.campaignId,
      contactId: microsites.contactId,
      status: microsites.status,
      expiresAt: microsites.expiresAt,
      companyName: brandProfiles.companyName,
      logoUrl: brandProfiles.logoUrl,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      framework: {
        brandGuidelines: templateFrameworks.brandGuidelines,
        brandLogo: templateFrameworks.brandLogo,
        layoutParameters: templateFrameworks.layoutParameters,
      },
    })
    .from(microsites)
    .innerJoin(user, eq(user.id, microsites.userId))
    .leftJoin(brandProfiles, eq(brandProfiles.workspaceId, microsites.workspaceId))
    .leftJoin(campaigns, eq(campaigns.id, microsites.campaignId))
    .leftJoin(templateFrameworks, and(eq(templateFrameworks.id, campaigns.frameworkId), eq(templateFrameworks.workspaceId, microsites.workspaceId)))
    .where(eq(microsites.slug, slug))
    .limit(1);
  if (!row) return null;
  const repName = `${row.firstName} ${row.lastName}`.trim() || null;
  const framework = readFramework(row.framework);
  return {
    id: row.id,
    userId: row.userId,
    campaignId: row.campaignId,
    contactId: row.contactId,
    status: row.status,
    expiresAt: row.expiresAt,
    sender: {
      companyName: row.companyName?.trim() || null,
      logoUrl: framework.style.showLogo ? (framework.logoUrl ?? logoSource(row.logoUrl)) : null,
      style: framework.style,
      repName,
      repEmail: row.email || null,
    },
  };
}

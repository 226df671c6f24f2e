import { and, eq, sql } from "drizzle-orm";
import { isScheduled } from "@/shared/publication-window";
import { isMicrositeSlug } from "@/shared/slug";
import type { Database } from "@/server/db/client";
import { campaigns, microsites, templateFrameworks } from "@/server/db/schema";
import { readFramework } from "@/server/page-input/framework-view";
import type { PageStyle } from "@/server/page-input/page-style";

export { mintPreviewToken } from "./preview-link";

export type PublicMicrosite =
  | { state: "published"; html: string; expiresAt: Date | null; updatedAt: Date; gated: boolean }
  | { state: "not-published" }
  | { state: "expired" }
  | { state: "error" };

/** What a public visitor sees at a slug (spec 2, Microsite viewer states). */
export async function findPublicMicrosite(db: Database, slug: string, now = new Date()): Promise<PublicMicrosite> {
  if (!isMicrositeSlug(slug)) return { state: "not-published" };
  const [row] = await db
    .select({
      status: microsites.status,
      html: microsites.htmlContent,
      publishedAt: microsites.publishedAt,
      expiresAt: microsites.expiresAt,
      updatedAt: microsites.updatedAt,
      // An access gate (issue 27) in force: the page's own setting, else its campaign's.
      gated: sql<boolean>`coalesce(${microsites.access}, ${campaigns.access}, '{"mode":"open"}'::jsonb)->>'mode' <> 'open'`,
    })
    .from(microsites)
    .innerJoin(campaigns, eq(campaigns.id, microsites.campaignId))
    .where(eq(microsites.slug, slug))
    .limit(1);
  if (!row) return { state: "not-published" };
  const { status } = row;
  // A live page being rewritten (regenerating, or its rewrite failed) stays served until its new version is published
  // and, for a member's page under review, approved (issue 23 item 7): the prospect's link never goes offline for it.
  const live = status === "completed" || ((status === "pending" || status === "error") && row.publishedAt !== null && row.html !== null);
  // Generated ahead of the campaign's start date: not published until then (never cached, so it goes live on time).
  if (live && isScheduled(row.publishedAt, now)) return { state: "not-published" };
  if (status === "expired" || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) return { state: "expired" };
  if (!live && status === "error") return { state: "error" };
  if (!live || !row.html) return { state: "not-published" };
  return { state: "published", html: row.html, expiresAt: row.expiresAt, updatedAt: row.updatedAt, gated: row.gated === true };
}

/**
 * The stored page of a microsite for its owner's preview (whatever its state), or null when it has none: its newest
 * version, so the version waiting for approval beside a live page is what the rep and the reviewing admin see.
 */
export async function findPreviewHtml(db: Database, micrositeId: string): Promise<string | null> {
  const [row] = await db.select({ html: sql<string | null>`coalesce(${microsites.pendingHtml}, ${microsites.htmlContent})` }).from(microsites).where(eq(microsites.id, micrositeId)).limit(1);
  return row?.html ?? null;
}

/**
 * The look of the campaign framework behind a slug, for the status pages shown in its place (not published yet,
 * an error); null for a slug nobody knows (the default look then).
 */
export async function findPageStyle(db: Database, slug: string): Promise<PageStyle | null> {
  if (!isMicrositeSlug(slug)) return null;
  const [row] = await db
    .select({ brandGuidelines: templateFrameworks.brandGuidelines, layoutParameters: templateFrameworks.layoutParameters })
    .from(microsites)
    .innerJoin(campaigns, eq(campaigns.id, microsites.campaignId))
    .innerJoin(templateFrameworks, and(eq(templateFrameworks.id, campaigns.frameworkId), eq(templateFrameworks.workspaceId, microsites.workspaceId)))
    .where(eq(microsites.slug, slug))
    .limit(1);
  return row ? readFramework(row).style : null;
}

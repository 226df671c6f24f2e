import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { approvalReasons } from "../../../shared/approval";
import type { QualityReport } from "../../../shared/quality";
import type { Database, Executor } from "../../db/client";
import { inWorkspace, type Scope } from "../../db/owner";
import { campaigns, contacts, microsites, templateFrameworks, user } from "../../db/schema";
import { publicationWindows } from "../../jobs/publication-schedule";

/** The review reasons of a campaign's framework (none when it has no framework or the framework asks for none). */
export async function campaignApprovalReasons(db: Executor, campaignId: string): Promise<string[]> {
  const [row] = await db
    .select({ contentConstraints: templateFrameworks.contentConstraints, flexibilityBoundaries: templateFrameworks.flexibilityBoundaries })
    .from(campaigns)
    .innerJoin(templateFrameworks, and(eq(templateFrameworks.id, campaigns.frameworkId), eq(templateFrameworks.workspaceId, campaigns.workspaceId)))
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  return approvalReasons(row ?? null);
}

/** A member's pages under a framework that asks for review wait for an admin; an admin's own work publishes at once. */
export async function needsApproval(db: Executor, scope: Scope, campaignId: string): Promise<boolean> {
  return scope.role !== "admin" && (await campaignApprovalReasons(db, campaignId)).length > 0;
}

export type ApprovalGroup = {
  campaign_id: string;
  campaign_name: string;
  rep_name: string;
  framework_name: string | null;
  reasons: string[];
  pages: Array<{ microsite_id: string; contact_name: string; company: string; email: string; quality: QualityReport | null; created_at: string }>;
};

/** GET /api/approvals: the workspace's pages awaiting review, by campaign (oldest first), each with its framework's reasons. */
export async function listAwaitingApproval(db: Database, scope: Scope): Promise<ApprovalGroup[]> {
  const rows = await db
    .select({
      micrositeId: microsites.id,
      quality: microsites.quality,
      createdAt: microsites.createdAt,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      repName: user.name,
      frameworkName: templateFrameworks.name,
      contentConstraints: templateFrameworks.contentConstraints,
      flexibilityBoundaries: templateFrameworks.flexibilityBoundaries,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      company: contacts.company,
      email: contacts.email,
    })
    .from(microsites)
    .innerJoin(campaigns, eq(campaigns.id, microsites.campaignId))
    .innerJoin(user, eq(user.id, campaigns.userId))
    .innerJoin(contacts, eq(contacts.id, microsites.contactId))
    .leftJoin(templateFrameworks, eq(templateFrameworks.id, campaigns.frameworkId))
    .where(inWorkspace(microsites, scope, eq(microsites.status, "awaiting_approval")))
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id), asc(contacts.lastName), asc(contacts.firstName), asc(microsites.id));
  const groups = new Map<string, ApprovalGroup>();
  for (const r of rows) {
    let group = groups.get(r.campaignId);
    if (!group) {
      group = {
        campaign_id: r.campaignId,
        campaign_name: r.campaignName,
        rep_name: r.repName,
        framework_name: r.frameworkName,
        reasons: approvalReasons(r.frameworkName === null ? null : r),
        pages: [],
      };
      groups.set(r.campaignId, group);
    }
    group.pages.push({
      microsite_id: r.micrositeId,
      contact_name: [r.firstName, r.lastName].filter(Boolean).join(" ") || r.email,
      company: r.company,
      email: r.email,
      quality: r.quality,
      created_at: r.createdAt.toISOString(),
    });
  }
  return [...groups.values()];
}

const awaiting = (scope: Scope, ids: string[]) => inWorkspace(microsites, scope, inArray(microsites.id, ids), eq(microsites.status, "awaiting_approval"));

/**
 * Publishes approved pages: their expiry starts now, at publication (or at the campaign's start date, as for any
 * page). Pages not awaiting approval in this workspace are skipped; answers how many were published.
 */
export async function approvePages(db: Database, scope: Scope, ids: string[], now = new Date()): Promise<{ approved: number }> {
  return db.transaction(async (tx) => {
    const held = await tx.select({ id: microsites.id }).from(microsites).where(awaiting(scope, ids)).for("update");
    if (held.length === 0) return { approved: 0 };
    const windows = await publicationWindows(tx, held.map((h) => h.id), now);
    for (const { id } of held) {
      const window = windows.get(id);
      if (!window) continue;
      await tx
        .update(microsites)
        .set({ status: "completed", publishedAt: window.publishAt, expiresAt: window.expiresAt, reviewedAt: now, reviewComment: null, updatedAt: now })
        .where(eq(microsites.id, id));
    }
    return { approved: held.length };
  });
}

/** Turns pages down with a comment the rep sees beside each page; they stay unpublished. */
export async function rejectPages(db: Database, scope: Scope, ids: string[], comment: string, now = new Date()): Promise<{ rejected: number }> {
  const rows = await db
    .update(microsites)
    .set({ status: "rejected", reviewComment: comment, reviewedAt: now, updatedAt: now })
    .where(awaiting(scope, ids))
    .returning({ id: microsites.id });
  return { rejected: rows.length };
}

/** How many pages wait for review in the workspace (the admins' badge). */
export async function countAwaitingApproval(db: Database, scope: Scope): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(microsites).where(inWorkspace(microsites, scope, eq(microsites.status, "awaiting_approval")));
  return row.n;
}

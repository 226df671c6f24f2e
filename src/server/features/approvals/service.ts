import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { approvalReasons } from "@/shared/approval";
import type { QualityReport } from "@/shared/quality";
import type { Database, Executor } from "@/server/db/client";
import { inWorkspace, type Scope } from "@/server/db/owner";
import { campaigns, contacts, microsites, templateFrameworks, user } from "@/server/db/schema";
import { publicationWindows } from "@/server/jobs/publication-schedule";
import { recordPagesReviewed, type ApprovalNoticeDeps } from "@/server/notices/approval-notices";
import type { ApprovalGroup } from "@/shared/schemas/approval-answers";

export { claimApprovalNotices, recordPagesWaiting, type ApprovalNoticeDeps } from "@/server/notices/approval-notices";

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

export type { ApprovalGroup };

/** A page waiting for an admin: a new page held for review, or a live page's new version held beside it. */
const waiting = () => or(eq(microsites.status, "awaiting_approval"), isNotNull(microsites.pendingHtml));

/** GET /api/approvals: the workspace's pages awaiting review, by campaign (oldest first), each with its framework's reasons. */
export async function listAwaitingApproval(db: Database, scope: Scope): Promise<ApprovalGroup[]> {
  const rows = await db
    .select({
      micrositeId: microsites.id,
      quality: sql<QualityReport | null>`coalesce(${microsites.pendingQuality}, ${microsites.quality})`,
      createdAt: microsites.createdAt,
      pendingAt: microsites.pendingAt,
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
    .where(inWorkspace(microsites, scope, waiting()))
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
      created_at: (r.pendingAt ?? r.createdAt).toISOString(),
      kind: r.pendingAt ? "edit" : "new",
    });
  }
  return [...groups.values()];
}

const awaiting = (scope: Scope, ids: string[]) => inWorkspace(microsites, scope, inArray(microsites.id, ids), waiting());

const perCampaign = (rows: Array<{ campaignId: string }>) => {
  const counts = new Map<string, number>();
  for (const { campaignId } of rows) counts.set(campaignId, (counts.get(campaignId) ?? 0) + 1);
  return counts;
};

/**
 * Publishes approved pages. A new page's expiry starts now, at publication (or at the campaign's start date, as for any
 * page); a live page's waiting version replaces the live one and keeps its link's window. Pages not waiting in this
 * workspace are skipped; answers how many were approved, and tells their reps.
 */
export async function approvePages(deps: ApprovalNoticeDeps, scope: Scope, ids: string[], now = new Date()): Promise<{ approved: number }> {
  const approved = await deps.db.transaction(async (tx) => {
    const held = await tx
      .select({ id: microsites.id, campaignId: microsites.campaignId, isEdit: sql<boolean>`${microsites.pendingHtml} is not null` })
      .from(microsites)
      .where(awaiting(scope, ids))
      .for("update");
    if (held.length === 0) return held;
    const edits = held.filter((h) => h.isEdit).map((h) => h.id);
    if (edits.length > 0) {
      await tx
        .update(microsites)
        .set({
          htmlContent: sql`${microsites.pendingHtml}`,
          content: sql`${microsites.pendingContent}`,
          quality: sql`${microsites.pendingQuality}`,
          pendingHtml: null,
          pendingContent: null,
          pendingQuality: null,
          pendingAt: null,
          reviewedAt: now,
          reviewComment: null,
          updatedAt: now,
        })
        .where(inArray(microsites.id, edits));
    }
    const fresh = held.filter((h) => !h.isEdit).map((h) => h.id);
    const windows = await publicationWindows(tx, fresh, now);
    for (const id of fresh) {
      const window = windows.get(id);
      if (!window) continue;
      await tx
        .update(microsites)
        .set({ status: "completed", publishedAt: window.publishAt, expiresAt: window.expiresAt, reviewedAt: now, reviewComment: null, updatedAt: now })
        .where(eq(microsites.id, id));
    }
    return held;
  });
  await recordPagesReviewed(deps, "pages_approved", perCampaign(approved), null);
  return { approved: approved.length };
}

/**
 * Clears pages' review requirement (issue 23 item 6 made it sticky): what waits is approved, and a member's next
 * version of the page publishes unless the framework it is written with asks for review again. An admin's decision,
 * for pages of this workspace only; answers how many pages were cleared.
 */
export async function clearReview(deps: ApprovalNoticeDeps, scope: Scope, ids: string[], now = new Date()): Promise<{ approved: number; cleared: number }> {
  const { approved } = await approvePages(deps, scope, ids, now);
  const cleared = await deps.db
    .update(microsites)
    .set({ reviewRequired: false, reviewedAt: now, updatedAt: now })
    .where(inWorkspace(microsites, scope, inArray(microsites.id, ids), eq(microsites.reviewRequired, true)))
    .returning({ id: microsites.id });
  return { approved, cleared: cleared.length };
}

/**
 * Turns pages down with a comment the rep sees beside each page: a new page stays unpublished (rejected); a live page's
 * waiting version is discarded and the live one stays as it is. Tells their reps.
 */
export async function rejectPages(deps: ApprovalNoticeDeps, scope: Scope, ids: string[], comment: string, now = new Date()): Promise<{ rejected: number }> {
  const rows = await deps.db
    .update(microsites)
    .set({
      status: sql`CASE WHEN ${microsites.pendingHtml} IS NULL THEN 'rejected' ELSE ${microsites.status} END`,
      pendingHtml: null,
      pendingContent: null,
      pendingQuality: null,
      pendingAt: null,
      reviewComment: comment,
      reviewedAt: now,
      updatedAt: now,
    })
    .where(awaiting(scope, ids))
    .returning({ id: microsites.id, campaignId: microsites.campaignId });
  await recordPagesReviewed(deps, "pages_rejected", perCampaign(rows), comment);
  return { rejected: rows.length };
}

/** How many pages wait for review in the workspace (the admins' badge). */
export async function countAwaitingApproval(db: Database, scope: Scope): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(microsites).where(inWorkspace(microsites, scope, waiting()));
  return row.n;
}

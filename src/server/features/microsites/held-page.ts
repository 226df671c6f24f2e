import { and, eq } from "drizzle-orm";
import { reviewOfVersion } from "@/shared/approval";
import { failedBlockers, type QualityReport } from "@/shared/quality";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { CONTENT_EDIT_MESSAGES } from "@/shared/schemas/microsite-content-edit";
import type { Config } from "@/server/config";
import { owned, type Scope } from "@/server/db/owner";
import { microsites } from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/errors";
import type { WrittenWith } from "@/server/jobs/generation-context";
import { publicationWindows } from "@/server/jobs/publication-schedule";
import type { Storage } from "@/server/storage/storage";
import { recordPagesWaiting, type ApprovalNoticeDeps } from "../approvals/service";

type MicrositeRow = typeof microsites.$inferSelect;

/** A page the quality gates held back: failed, with a report whose blocking checks failed (not a writer or provider failure). */
export const isHeldPage = (row: Pick<MicrositeRow, "status" | "quality">) =>
  row.status === "error" && !!row.quality && failedBlockers(row.quality).length > 0;

/** A newly rendered version of a held page: its copy, HTML, gates' report and the framework it was written with. */
export type HeldVersion = { content: MicrositeContent; html: string; quality: QualityReport; writtenWith: WrittenWith };

export type ReleaseDeps = ApprovalNoticeDeps & { storage: Storage; config: Pick<Config, "appUrl" | "micrositeBaseUrl"> };

/**
 * Where a released page goes: live now (or at the campaign's start, expiring as a launched page would), or to an admin
 * when its review rules say so (issue 23 item 6: from the framework the version was written with and who wrote it).
 * A page whose earlier version is still served (a live page whose regeneration was held) keeps its link's window, and
 * a version waiting for an admin waits beside it (issue 23 item 7): the prospect's page never goes offline for it.
 */
async function releasedColumns(deps: ReleaseDeps, row: MicrositeRow, byAdmin: boolean, version: HeldVersion, now: Date) {
  const { writtenWith } = version;
  const { held, underReview } = reviewOfVersion({ byAdmin, frameworkAsksReview: writtenWith.asksReview, underReviewBefore: row.reviewRequired });
  const written = {
    reviewRequired: underReview,
    frameworkId: writtenWith.frameworkId,
    frameworkVersion: writtenWith.frameworkVersion,
    error: null,
    publicUrl: `${deps.config.micrositeBaseUrl}/${row.slug}`,
    micrositeUrl: `${deps.config.appUrl}/site/${row.slug}`,
    updatedAt: now,
  };
  const stored = { htmlContent: version.html, content: version.content, quality: version.quality, pendingHtml: null, pendingContent: null, pendingQuality: null, pendingAt: null };
  const served = row.publishedAt !== null && row.htmlContent !== null && (row.expiresAt === null || row.expiresAt > now);
  if (served && held) {
    return { awaitingApproval: true, columns: { ...written, status: "completed" as const, pendingHtml: version.html, pendingContent: version.content, pendingQuality: version.quality, pendingAt: now } };
  }
  if (served) return { awaitingApproval: false, columns: { ...written, ...stored, status: "completed" as const } };
  if (held) return { awaitingApproval: true, columns: { ...written, ...stored, status: "awaiting_approval" as const, publishedAt: null, expiresAt: null } };
  const window = (await publicationWindows(deps.db, [row.id], now)).get(row.id);
  // The campaign went away meanwhile: its pages go with it.
  if (!window) throw notFound("Microsite not found");
  return { awaitingApproval: false, columns: { ...written, ...stored, status: "completed" as const, publishedAt: window.publishAt, expiresAt: window.expiresAt } };
}

/**
 * Takes a held page out of its hold with a version that may go out (its copy now passes, or an admin publishes it
 * anyway): published or put before an admin. Only while the page is still held as it was read: a
 * regeneration or deletion meanwhile wins (409).
 */
export async function releaseHeldPage(deps: ReleaseDeps, scope: Scope, row: MicrositeRow, version: HeldVersion, now = new Date()): Promise<{ awaitingApproval: boolean }> {
  const { awaitingApproval, columns } = await releasedColumns(deps, row, scope.role === "admin", version, now);
  const [updated] = await deps.db
    .update(microsites)
    .set(columns)
    .where(owned(microsites, scope, and(eq(microsites.id, row.id), eq(microsites.status, "error"))))
    .returning({ id: microsites.id });
  if (!updated) throw new ApiError(409, CONTENT_EDIT_MESSAGES.notPublished);
  if (awaitingApproval) await recordPagesWaiting(deps, [row.id]);
  return { awaitingApproval };
}

/** A held page's edit that still fails: its copy and new reasons are kept (the campaign view shows them), still held. */
export async function keepHeldEdit(deps: Pick<ReleaseDeps, "db">, scope: Scope, row: MicrositeRow, content: MicrositeContent, quality: QualityReport, reason: string): Promise<void> {
  const [updated] = await deps.db
    .update(microsites)
    .set({ content, quality, error: reason, updatedAt: new Date() })
    .where(owned(microsites, scope, and(eq(microsites.id, row.id), eq(microsites.status, "error"))))
    .returning({ id: microsites.id });
  if (!updated) throw new ApiError(409, CONTENT_EDIT_MESSAGES.notPublished);
}

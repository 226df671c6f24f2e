import { eq } from "drizzle-orm";
import { blockerReason, failedBlockers, type QualityReport } from "@/shared/quality";
import { micrositeContentSchema, type MicrositeContent } from "@/shared/schemas/microsite-content";
import { CONTENT_EDIT_MESSAGES, keepsStructure, prohibitedInEditMessage, type ContentEdit } from "@/shared/schemas/microsite-content-edit";
import { prohibitedMatcher } from "@/server/ai/builtin/prohibited";
import { copyStrings } from "@/shared/copy-strings";
import type { Database } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { reviewOfVersion } from "@/shared/approval";
import { campaignApprovalReasons, recordPagesWaiting } from "../approvals/service";
import { contacts, microsites } from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/errors";
import { pageGenerationInput } from "@/server/jobs/generate-microsites";
import { createContextLoader } from "@/server/jobs/generation-context";
import { runQualityGates } from "@/server/quality/run-quality-gates";
import { createImageChecker } from "@/server/quality/stored-images";
import { renderMicrositeHtml } from "@/server/render/render-microsite";
import type { Storage } from "@/server/storage/storage";
import { isHeldPage, keepHeldEdit, releaseHeldPage, type ReleaseDeps } from "./held-page";
import { findOwnedMicrosite } from "./service";

/**
 * `awaiting_approval`: the version is held for an admin (the live page, if any, is unchanged until approval); `held`:
 * the quality gates hold the page back (its copy can be edited until it passes, issue 24 item 4).
 */
export type EditableContent = { content: MicrositeContent; quality: QualityReport | null; awaiting_approval: boolean; held: boolean };

type MicrositeRow = Awaited<ReturnType<typeof findOwnedMicrosite>>;

/**
 * The page's content when it can be edited: generated (published or expired) or held by the gates, and written in the
 * typed model. A version waiting for approval beside the live one is the newest: an edit starts from it.
 */
function editableContent(row: MicrositeRow): MicrositeContent {
  const { status } = row;
  const held = isHeldPage(row);
  if (!held && ((status !== "completed" && status !== "expired") || !row.htmlContent)) throw new ApiError(409, CONTENT_EDIT_MESSAGES.notPublished);
  // Pages held before their drafts were kept have nothing to edit: a retry writes them again.
  if (held && !row.content) throw new ApiError(409, CONTENT_EDIT_MESSAGES.heldWithoutCopy);
  const parsed = micrositeContentSchema.safeParse(row.pendingContent ?? row.content);
  // Pages of the old writer hold the legacy shape: only a regenerate gives them blocks to edit.
  if (!parsed.success) throw new ApiError(409, CONTENT_EDIT_MESSAGES.legacy);
  return parsed.data;
}

/** GET /api/microsites/:id/quality: the page's last quality report (null for pages generated before the gates). */
export async function getMicrositeQuality(db: Database, scope: Scope, id: string): Promise<{ quality: QualityReport | null }> {
  const row = await findOwnedMicrosite(db, scope, id);
  return { quality: row.quality };
}

/**
 * GET /api/microsites/:id/content: what the copy editor starts from, and whether saving submits the edit for an
 * admin's approval (a member's page under review) rather than publishing it.
 */
export async function getMicrositeContent(db: Database, scope: Scope, id: string): Promise<EditableContent & { submits_for_approval: boolean }> {
  const row = await findOwnedMicrosite(db, scope, id);
  const content = editableContent(row);
  const frameworkAsksReview = (await campaignApprovalReasons(db, row.campaignId)).length > 0;
  const { held: submitsForApproval } = reviewOfVersion({ byAdmin: scope.role === "admin", frameworkAsksReview, underReviewBefore: row.reviewRequired });
  return { content, quality: row.pendingQuality ?? row.quality, awaiting_approval: row.pendingHtml !== null, held: isHeldPage(row), submits_for_approval: submitsForApproval };
}

type EditDeps = { db: Database; storage: Storage };

/** Renders a page's copy (text only) from the campaign's current context and runs the gates on it. */
export async function renderPageCopy(deps: EditDeps, row: MicrositeRow, content: MicrositeContent, tracked: boolean) {
  const loaded = await createContextLoader(deps.db).loaded(row.campaignId);
  const [contact] = await deps.db.select().from(contacts).where(eq(contacts.id, row.contactId)).limit(1);
  if (!loaded || !contact) throw notFound("Microsite not found");
  const generation = pageGenerationInput(loaded.context, contact, row.campaignId);
  const tracking = tracked ? { campaignId: row.campaignId, contactId: row.contactId, slug: row.slug } : null;
  const html = renderMicrositeHtml({ generation, content, tracking });
  const quality = await runQualityGates({ html, content, generation }, createImageChecker(deps.storage));
  return { html, quality, writtenWith: loaded.writtenWith, generation };
}

/** Renders an edit of the page's copy, which must keep the page's structure. */
async function renderEdit(deps: EditDeps, scope: Scope, id: string, edit: ContentEdit, tracked: boolean) {
  const row = await findOwnedMicrosite(deps.db, scope, id);
  if (!keepsStructure(editableContent(row), edit.content)) throw new ApiError(400, CONTENT_EDIT_MESSAGES.structure);
  return { row, ...(await renderPageCopy(deps, row, edit.content, tracked)) };
}

/** The prohibited terms an edit's copy uses, as the framework spells them. */
function prohibitedTermsIn(content: MicrositeContent, terms: readonly string[]): string[] {
  const copy = copyStrings(content).join("\n");
  return terms.filter((term) => prohibitedMatcher([term])?.test(copy));
}

/** POST /api/microsites/:id/content/preview: the edited page as it would look, with its gates; nothing is stored. */
export async function previewMicrositeEdit(deps: EditDeps, scope: Scope, id: string, edit: ContentEdit) {
  const { html, quality } = await renderEdit(deps, scope, id, edit, false);
  return { html, quality };
}

/** What an edit writes: published in place, or (a member's page under review) held beside the live version or instead of it. */
function editColumns(row: MicrositeRow, held: boolean, version: { html: string; content: MicrositeContent; quality: QualityReport }) {
  const now = new Date();
  if (!held) return { htmlContent: version.html, content: version.content, quality: version.quality, pendingHtml: null, pendingContent: null, pendingQuality: null, pendingAt: null };
  const live = row.status === "completed" && row.publishedAt !== null;
  if (live) return { pendingHtml: version.html, pendingContent: version.content, pendingQuality: version.quality, pendingAt: now };
  return { htmlContent: version.html, content: version.content, quality: version.quality, status: "awaiting_approval" as const, publishedAt: null, expiresAt: null };
}

/**
 * A rep's edit of a generated page's copy (issue 10 item 7): text only, re-rendered from the campaign's current
 * context, run through the quality gates again (a failing blocker refuses the edit with its reasons), then stored.
 * Published in place, unless it is a member's edit of a page under review (issue 23 items 6-7): then it waits for an
 * admin, beside the live version, which the prospect keeps seeing until the edit is approved. Changing html_content
 * fires the microsite-change notification, so every web process drops its cached copy of the public page.
 * A page the gates held (issue 24 item 4) is edited the same way: passing, it goes out as a launched page would
 * (live, or to an admin); failing, it stays held with the edit and its new reasons kept.
 */
export async function editMicrositeContent(deps: ReleaseDeps, scope: Scope, id: string, edit: ContentEdit): Promise<EditableContent> {
  const { row, html, quality, writtenWith, generation } = await renderEdit(deps, scope, id, edit, true);
  // Whatever weight the framework gives the check on written pages, a rep never types a prohibited term live.
  const prohibited = prohibitedTermsIn(edit.content, generation.framework.document.contentConstraints.prohibitedTerms);
  if (prohibited.length > 0) throw new ApiError(400, prohibitedInEditMessage(prohibited));
  const failing = failedBlockers(quality);
  if (isHeldPage(row)) {
    if (failing.length > 0) {
      await keepHeldEdit(deps, scope, row, edit.content, quality, blockerReason(quality));
      return { content: edit.content, quality, awaiting_approval: false, held: true };
    }
    const { awaitingApproval } = await releaseHeldPage(deps, scope, row, { content: edit.content, html, quality, writtenWith });
    return { content: edit.content, quality, awaiting_approval: awaitingApproval, held: false };
  }
  if (failing.length > 0) throw new ApiError(400, blockerReason(quality), failing);
  const { held, underReview } = reviewOfVersion({ byAdmin: scope.role === "admin", frameworkAsksReview: writtenWith.asksReview, underReviewBefore: row.reviewRequired });
  const [updated] = await deps.db
    .update(microsites)
    .set({
      ...editColumns(row, held, { html, content: edit.content, quality }),
      reviewRequired: underReview,
      frameworkId: writtenWith.frameworkId,
      frameworkVersion: writtenWith.frameworkVersion,
      updatedAt: new Date(),
    })
    .where(owned(microsites, scope, eq(microsites.id, id), eq(microsites.status, row.status)))
    .returning({ id: microsites.id });
  // The page changed status meanwhile (regenerated, deleted): the edit would overwrite newer work.
  if (!updated) throw new ApiError(409, CONTENT_EDIT_MESSAGES.notPublished);
  if (held) await recordPagesWaiting(deps, [id]);
  return { content: edit.content, quality, awaiting_approval: held, held: false };
}

import { z } from "zod";
import { loadFrameworkRules, type StoredFrameworkDocument } from "./framework-load";
import { storableString } from "./schemas/text-fields";

/**
 * Why a framework holds a member's pages for an admin's review (issue 12 item 5): legal review, and each approval
 * workflow it lists. Read from the stored framework document through the shared loader, whatever its age or shape:
 * a missing or unusable group counts as "no review", while a listed workflow counts even without approvers or a
 * name (the loader repairs it rather than dropping it).
 */
export function approvalReasons(framework: Pick<StoredFrameworkDocument, "contentConstraints" | "flexibilityBoundaries"> | null): string[] {
  if (!framework) return [];
  const { contentConstraints, flexibilityBoundaries } = loadFrameworkRules(framework);
  const reasons: string[] = [];
  if (contentConstraints.legalCompliance.requiresLegalReview) reasons.push("Legal review required");
  for (const workflow of flexibilityBoundaries.approvalWorkflows) {
    const name = workflow.name || "Approval workflow";
    reasons.push(workflow.approvers.length > 0 ? `${name} (${workflow.approvers.join(", ")})` : name);
  }
  return reasons;
}

export const APPROVAL_MESSAGES = {
  nothingSelected: "Choose at least one page",
  commentRequired: "Say why the pages are rejected: the rep sees your comment",
  commentTooLong: "Keep the comment under 1,000 characters",
} as const;

const micrositeIds = z.array(z.uuid({ message: APPROVAL_MESSAGES.nothingSelected }), { error: APPROVAL_MESSAGES.nothingSelected }).min(1, APPROVAL_MESSAGES.nothingSelected).max(10_000);

export const approveSchema = z.object({ microsite_ids: micrositeIds });
export const rejectSchema = z.object({
  microsite_ids: micrositeIds,
  comment: storableString({ error: APPROVAL_MESSAGES.commentRequired }).trim().min(1, APPROVAL_MESSAGES.commentRequired).max(1000, APPROVAL_MESSAGES.commentTooLong),
});

/** What the publish step knows about one newly written version of a page. */
export type WrittenVersion = {
  /** An admin wrote it (their launch, regeneration or edit): it publishes at once, approval being theirs to give. */
  byAdmin: boolean;
  /** The framework the version was written with asks for review (approvalReasons is not empty). */
  frameworkAsksReview: boolean;
  /** The page was under review before this version (written under a review framework, held or rejected). */
  underReviewBefore: boolean;
};

/**
 * Issue 23 item 6: approval is decided per page when it is published, from the framework this version was written
 * with and the page's past, never from the campaign's framework at launch. Once under review a page stays so, whatever
 * framework a member switches to or removes: only an admin's approval makes a member's version public.
 */
export function reviewOfVersion(version: WrittenVersion): { underReview: boolean; held: boolean } {
  const underReview = version.frameworkAsksReview || version.underReviewBefore;
  return { underReview, held: underReview && !version.byAdmin };
}

/** Why a campaign's framework cannot change now (answered with 409, shown beside the framework picker). */
export const FRAMEWORK_LOCKED_MESSAGE = "The framework can't change while pages are being generated. Wait for the run to finish, or stop it, then change the framework.";

/** What the rep is told after a copy edit and before a regenerate (issue 23 item 7): every message says what happens. */
export const APPROVAL_NOTICES = {
  editPublished: "Page updated. The public page shows your edit.",
  editAwaiting: "Your edit awaits an admin's approval. The public page is unchanged until then.",
  regenerateConfirm: (what: string) =>
    `Regenerate ${what}? The AI writes it again from the campaign's current settings, replacing its copy and your edits. A live page stays online with its current version until the new one is published, and approved when the framework asks for review.`,
} as const;

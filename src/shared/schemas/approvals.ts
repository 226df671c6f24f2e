import { z } from "zod";
import { requiredText } from "./text-fields";

/** Issue 12: an admin approves or rejects pages held for review; a rejection always tells the rep why. */
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_COMMENT_REQUIRED = "Write a comment for the rep";

const micrositeIds = z.array(z.string().uuid("Each microsite id must be a valid UUID")).min(1, "Select at least one page").max(10_000);

export const approvePagesSchema = z.object({ microsite_ids: micrositeIds });
export const rejectPagesSchema = z.object({
  microsite_ids: micrositeIds,
  comment: requiredText(REVIEW_COMMENT_REQUIRED, "Comment", REVIEW_COMMENT_MAX),
});
export type RejectPagesInput = z.infer<typeof rejectPagesSchema>;

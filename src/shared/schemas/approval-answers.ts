import { z } from "zod";
import { storableString } from "./text-fields";
import { count, recordId, timestamp } from "./answer-fields";
import { qualityReportSchema } from "./microsite-answers";

/** GET /api/approvals: the pages awaiting an admin's review, by campaign, each with its framework's reasons. */
export const approvalGroupSchema = z.object({
  campaign_id: recordId,
  campaign_name: storableString(),
  rep_name: storableString(),
  framework_name: storableString().nullable(),
  reasons: z.array(storableString()),
  pages: z.array(
    z.object({
      microsite_id: recordId,
      contact_name: storableString(),
      company: storableString(),
      email: storableString(),
      quality: qualityReportSchema.nullable(),
      created_at: timestamp,
      /** `edit`: a new version of a live page (the prospect sees the approved one until it is approved); `new`: not yet public. */
      kind: z.enum(["new", "edit"]),
    }),
  ),
});
export type ApprovalGroup = z.infer<typeof approvalGroupSchema>;

export const approvalCountAnswerSchema = z.object({ count });
export const approvedAnswerSchema = z.object({ approved: count });
export const reviewClearedAnswerSchema = z.object({ approved: count, cleared: count });
export const rejectedAnswerSchema = z.object({ rejected: count });

import { z } from "zod";
import { storableString } from "./text-fields";
import { QUALITY_STAGES } from "../framework-constants";
import { recordId, timestamp } from "./answer-fields";
import { micrositeContentSchema } from "./microsite-content";

/** One automated quality check's result on one page (quality.ts says what each field means). */
export const qualityCheckResultSchema = z.object({
  id: storableString(),
  stage: z.enum(QUALITY_STAGES),
  label: storableString(),
  passed: z.boolean(),
  blocker: z.boolean(),
  /** Absent on reports written before issue 24. */
  alwaysBlocks: z.boolean().optional(),
  message: storableString(),
});
export type QualityCheckResult = z.infer<typeof qualityCheckResultSchema>;

/** An admin published a held page past its failing checks: who, when, why, and which checks. */
export const qualityOverrideRecordSchema = z.object({
  by: z.object({ id: storableString(), name: storableString() }),
  at: timestamp,
  reason: storableString(),
  checks: z.array(z.object({ id: storableString(), label: storableString() })),
});
export type QualityOverride = z.infer<typeof qualityOverrideRecordSchema>;

/** The gates' verdict on one page: a score 0–100 (share of checks passed) and every check. */
export const qualityReportSchema = z.object({ score: z.number().min(0).max(100), checks: z.array(qualityCheckResultSchema), override: qualityOverrideRecordSchema.optional() });
export type QualityReport = z.infer<typeof qualityReportSchema>;

/** GET /api/microsites/:id/quality (null before the page was checked) and POST /api/microsites/:id/override. */
export const micrositeQualityAnswerSchema = z.object({ quality: qualityReportSchema.nullable() });
export const overrideAnswerSchema = z.object({ quality: qualityReportSchema });

/** PATCH /api/microsites/:id/content: the copy as saved, its checks, and where it went (live, held, or to review). */
export const editableContentSchema = z.object({
  content: micrositeContentSchema,
  quality: qualityReportSchema.nullable(),
  /** The edit waits for an admin's approval; the live page is unchanged meanwhile. */
  awaiting_approval: z.boolean(),
  /** Held by the quality gates: edit again, or an admin publishes it anyway. */
  held: z.boolean(),
});

/** GET /api/microsites/:id/content: the copy to edit, and whether saving it goes to an admin's review. */
export const micrositeContentAnswerSchema = editableContentSchema.extend({ submits_for_approval: z.boolean() });

/** POST /api/microsites/:id/content/preview: the edit rendered and checked, nothing stored. */
export const contentPreviewAnswerSchema = z.object({ html: storableString(), quality: qualityReportSchema });

/** POST /api/campaigns/:id/preview: the page a launch would write for the contact, rendered and checked. */
export const pagePreviewAnswerSchema = contentPreviewAnswerSchema.extend({ contact_id: recordId });

/** POST /api/microsites/:id/extend. */
export const micrositeExtendAnswerSchema = z.object({ expires_at: timestamp });

/** GET /api/microsites/:id/preview-url: a signed link valid for 10 minutes. */
export const previewUrlAnswerSchema = z.object({ url: storableString() });

/** POST /api/framework-sample: the sample page drawn with the unsaved framework. */
export const htmlAnswerSchema = z.object({ html: storableString() });

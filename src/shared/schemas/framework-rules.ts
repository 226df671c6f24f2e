import { z } from "zod";
import {
  COMPLIANCE_REGULATIONS,
  CUSTOMIZABLE_ELEMENTS,
  CUSTOMIZATION_LEVELS,
  MAX_TONES,
  QUALITY_STAGES,
  TONES,
} from "../framework-constants";
import { isUnique, itemId, tag, tagList, text } from "./framework-fields";

export const SELECT_TONE_MESSAGE = "Select at least one tone";
export const MAX_TONES_MESSAGE = `Select up to ${MAX_TONES} tones`;

const tone = z.enum(TONES, { error: "Choose tones from the list" });

/** A note on how one selected tone applies to this brand. */
export const toneOfVoiceSchema = z.object({ name: tone, description: text("Tone note", 500) });

export const contentConstraintsSchema = z
  .object({
    selectedTones: z
      .array(tone)
      .min(1, SELECT_TONE_MESSAGE)
      .max(MAX_TONES, MAX_TONES_MESSAGE)
      .refine((t) => isUnique(t, String), "Each tone can be selected once"),
    toneGuidelines: text("Tone guidelines", 4000),
    toneOfVoice: z.array(toneOfVoiceSchema).max(MAX_TONES, MAX_TONES_MESSAGE),
    legalCompliance: z.object({
      regulations: z.array(z.enum(COMPLIANCE_REGULATIONS, { error: "Unknown regulation" })),
      disclaimer: text("Legal disclaimer", 2000),
      requiresLegalReview: z.boolean(),
    }),
    mandatoryElements: tagList("Mandatory element", 20, 120),
    prohibitedTerms: tagList("Prohibited term", 50, 80),
  })
  .refine((c) => c.toneOfVoice.every((t) => c.selectedTones.includes(t.name)), {
    message: "Tone notes must belong to selected tones",
    path: ["toneOfVoice"],
  });
export type ContentConstraints = z.infer<typeof contentConstraintsSchema>;

const element = z.enum(CUSTOMIZABLE_ELEMENTS, { error: "Choose an element from the list" });

export const customizableElementSchema = z.object({
  id: itemId,
  element,
  customizationLevel: z.enum(CUSTOMIZATION_LEVELS, { error: "Customization level is none, limited, moderate or full" }),
  requiresApproval: z.boolean(),
  allowedModifications: tagList("Allowed modification", 20, 160),
});
export type CustomizableElementRule = z.infer<typeof customizableElementSchema>;

export const qualityCheckpointSchema = z.object({
  id: itemId,
  stage: z.enum(QUALITY_STAGES, { error: "Choose a checkpoint stage from the list" }),
  criteria: tagList("Criterion", 20, 200),
  automated: z.boolean(),
  blocker: z.boolean(),
});
export type QualityCheckpoint = z.infer<typeof qualityCheckpointSchema>;

export const approvalWorkflowSchema = z.object({
  id: itemId,
  name: tag("Workflow name", 80),
  approvers: tagList("Approver", 10, 120).min(1, "Each approval workflow needs at least one approver"),
  appliesTo: z.array(element),
});
export type ApprovalWorkflow = z.infer<typeof approvalWorkflowSchema>;

export const flexibilityBoundariesSchema = z.object({
  customizableElements: z
    .array(customizableElementSchema)
    .refine((e) => isUnique(e, (x) => x.element), "Each element can be listed once"),
  qualityCheckpoints: z
    .array(qualityCheckpointSchema)
    .refine((q) => isUnique(q, (x) => x.stage), "Each checkpoint stage can be listed once"),
  approvalWorkflows: z.array(approvalWorkflowSchema).max(10, "Up to 10 approval workflows"),
  restrictions: tagList("Restriction", 30, 200),
});
export type FlexibilityBoundaries = z.infer<typeof flexibilityBoundariesSchema>;

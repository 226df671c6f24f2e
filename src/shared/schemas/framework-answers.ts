import { z } from "zod";
import { storableString } from "./text-fields";
import { FRAMEWORK_CATEGORY_CHOICES } from "../framework-constants";
import { timestamp } from "./answer-fields";
import { brandGuidelinesSchema } from "./framework-brand";
import { layoutParametersSchema } from "./framework-layout";
import { contentConstraintsSchema, flexibilityBoundariesSchema } from "./framework-rules";

/** A stored value that failed the load check; the answer carries it instead of failing (spec 3 "checked on load"). */
export const frameworkProblemSchema = z.object({ field: storableString(), message: storableString() });
export type FrameworkProblem = z.infer<typeof frameworkProblemSchema>;

/**
 * A framework as the API answers it (snake_case fields, spec 3). The four groups always pass their schemas: a stored
 * group that does not is answered with the builder's defaults and named in `problems`.
 */
export const frameworkAnswerSchema = z.object({
  id: z.uuid(),
  user_id: storableString(),
  name: storableString(),
  description: storableString(),
  is_active: z.boolean(),
  category: z.enum(FRAMEWORK_CATEGORY_CHOICES).nullable(),
  brand_logo: storableString().nullable(),
  brand_guidelines: brandGuidelinesSchema,
  layout_parameters: layoutParametersSchema,
  content_constraints: contentConstraintsSchema,
  flexibility_boundaries: flexibilityBoundariesSchema,
  created_at: timestamp,
  updated_at: timestamp,
  /** Empty when the stored record passed every check; otherwise what was wrong (defaults are shown instead). */
  problems: z.array(frameworkProblemSchema),
});
export type Framework = z.infer<typeof frameworkAnswerSchema>;

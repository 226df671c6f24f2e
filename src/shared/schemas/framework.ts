import { z } from "zod";
import { FRAMEWORK_CATEGORY_CHOICES } from "../framework-constants";
import type { Framework } from "./framework-answers";
import { EMPTY_PATCH_MESSAGE, hasSomeField } from "./patch";
import { storableString } from "./text-fields";
import { brandGuidelinesSchema, type BrandGuidelines } from "./framework-brand";
import { text } from "./framework-fields";
import { layoutParametersSchema, type LayoutParameters } from "./framework-layout";
import { contentConstraintsSchema, flexibilityBoundariesSchema, type ContentConstraints, type FlexibilityBoundaries } from "./framework-rules";

export * from "./framework-brand";
export * from "./framework-layout";
export * from "./framework-rules";

/** Spec 5/8 messages. The builder's own name message differs from the server's (both are spec text). */
export const FRAMEWORK_NAME_REQUIRED = "Framework name is required";
export const ENTER_FRAMEWORK_NAME = "Please enter a framework name";
export const FRAMEWORK_NOT_FOUND = "Framework not found";
export const FRAMEWORK_ID_REQUIRED = "Framework ID is required";
export const FRAMEWORK_LOGO_NOT_OWNED = "Upload the logo again: it must be an image uploaded in this workspace";

export const frameworkNameSchema = storableString({ error: FRAMEWORK_NAME_REQUIRED })
  .trim()
  .min(1, FRAMEWORK_NAME_REQUIRED)
  .max(120, "Framework name must be 120 characters or fewer");

/** Storage key of the uploaded logo in bucket framework-logos (as answered by POST /api/uploads/framework-logos). */
export const brandLogoSchema = storableString().max(300, "Logo path is too long").nullable();

export const FRAMEWORK_CATEGORY_MESSAGE = `Choose a category: ${FRAMEWORK_CATEGORY_CHOICES.join(", ")}`;

/** The list's category filter reads it; none for frameworks made before the builder asked. */
export const frameworkCategorySchema = z.enum(FRAMEWORK_CATEGORY_CHOICES, { error: FRAMEWORK_CATEGORY_MESSAGE }).nullable();

/** The fields a client sends, without defaults, so a PATCH never resets what it leaves out. */
const frameworkFields = {
  name: frameworkNameSchema,
  description: text("Description", 2000),
  is_active: z.boolean(),
  category: frameworkCategorySchema,
  brand_guidelines: brandGuidelinesSchema,
  brand_logo: brandLogoSchema,
  layout_parameters: layoutParametersSchema,
  content_constraints: contentConstraintsSchema,
  flexibility_boundaries: flexibilityBoundariesSchema,
};

/**
 * The whole framework as the builder edits it and POST /api/frameworks receives it. Key order is the spec's
 * validation order (name, palettes, fonts, ... tones), so the first issue is the one the spec names first.
 */
export const frameworkInputSchema = z.object({
  ...frameworkFields,
  description: frameworkFields.description.default(""),
  is_active: frameworkFields.is_active.default(true),
  category: frameworkCategorySchema.default(null),
  brand_logo: brandLogoSchema.default(null),
});
export type FrameworkInput = z.input<typeof frameworkInputSchema>;
export type FrameworkValues = z.output<typeof frameworkInputSchema>;

const guidelineGroup = (label: string) => z.record(storableString(), z.unknown(), { error: `${label} must be an object` });

/**
 * PATCH /api/frameworks/:id: any subset of fields, the guideline groups as partial as a create's. The server merges
 * it into the stored framework (mergeFrameworkPatch), completes and re-validates the whole.
 */
export const frameworkPatchSchema = z
  .object({
    ...frameworkFields,
    brand_guidelines: guidelineGroup("brand_guidelines"),
    layout_parameters: guidelineGroup("layout_parameters"),
    content_constraints: guidelineGroup("content_constraints"),
    flexibility_boundaries: guidelineGroup("flexibility_boundaries"),
  })
  .partial()
  .refine(hasSomeField, EMPTY_PATCH_MESSAGE);
export type FrameworkPatch = z.infer<typeof frameworkPatchSchema>;

/** The four guideline groups as stored (camelCase, like the Drizzle row): what the microsite renderer reads. */
export type FrameworkDocument = {
  brandGuidelines: BrandGuidelines;
  layoutParameters: LayoutParameters;
  contentConstraints: ContentConstraints;
  flexibilityBoundaries: FlexibilityBoundaries;
};

export { frameworkAnswerSchema, type Framework, type FrameworkProblem } from "./framework-answers";

/** The editable part of an answered framework, ready for the builder or a PATCH. */
export function frameworkValuesOf(framework: Framework): FrameworkValues {
  return {
    name: framework.name,
    description: framework.description,
    is_active: framework.is_active,
    category: framework.category,
    brand_guidelines: framework.brand_guidelines,
    brand_logo: framework.brand_logo,
    layout_parameters: framework.layout_parameters,
    content_constraints: framework.content_constraints,
    flexibility_boundaries: framework.flexibility_boundaries,
  };
}

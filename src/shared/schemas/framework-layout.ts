import { z } from "zod";
import { storableString } from "./text-fields";
import { COMPONENT_TYPES, CONTENT_WIDTHS, FONT_WEIGHTS, SECTION_POSITIONS } from "../framework-constants";
import { cssLength, intBetween, isUnique, itemId, tag, text } from "./framework-fields";

const constraintKey = storableString()
  .regex(/^[A-Za-z][A-Za-z0-9 _-]{0,39}$/, "Constraint names start with a letter and use letters, digits, spaces, _ or -");

export const sectionComponentSchema = z.object({
  id: itemId,
  type: z.enum(COMPONENT_TYPES, { error: "Choose a component type from the list" }),
  required: z.boolean(),
  /** Free rules for the generator, e.g. {maxLength: "60", style: "sentence case"}. */
  constraints: z
    .record(constraintKey, text("Constraint value", 200))
    .refine((c) => Object.keys(c).length <= 12, "Up to 12 constraints per component"),
});
export type SectionComponent = z.infer<typeof sectionComponentSchema>;

export const sectionTypeSchema = z.object({
  id: itemId,
  name: tag("Section name", 80),
  description: text("Section description", 500),
  required: z.boolean(),
  maxInstances: intBetween("Max instances", 1, 10),
  allowedPositions: z
    .array(z.enum(SECTION_POSITIONS, { error: "Unknown section position" }))
    .min(1, "Choose at least one allowed position for each section")
    .refine((p) => isUnique(p, String), "Each position can be chosen once"),
  components: z.array(sectionComponentSchema).max(20, "Up to 20 components per section"),
});
export type SectionType = z.infer<typeof sectionTypeSchema>;

const breakpointName = storableString()
  .regex(/^[A-Za-z][A-Za-z0-9 _-]{0,29}$/, "Breakpoint names start with a letter and use letters, digits, spaces, _ or -");

const weight = z
  .number({ error: "Font weight must be a number" })
  .refine((w) => (FONT_WEIGHTS as readonly number[]).includes(w), "Font weights must be 100 to 900 in steps of 100");

export const typographyLevelSchema = z.object({
  size: cssLength("Font size"),
  lineHeight: z
    .number({ error: "Line height must be a number" })
    .min(0.8, "Line height must be between 0.8 and 3")
    .max(3, "Line height must be between 0.8 and 3"),
  weight,
});
export type TypographyLevelStyle = z.infer<typeof typographyLevelSchema>;

export const layoutParametersSchema = z.object({
  contentWidth: z.enum(CONTENT_WIDTHS, { error: "Content width is full or centered" }),
  mobileOptimized: z.boolean(),
  includeGraphics: z.boolean(),
  includeLogo: z.boolean(),
  enableAnimations: z.boolean(),
  sectionTypes: z
    .array(sectionTypeSchema)
    .max(30, "Up to 30 section types")
    .refine((s) => isUnique(s, (x) => x.name.trim().toLowerCase()), "Section names must be unique"),
  /** Name -> minimum viewport width in px (spec defaults: mobile 320, tablet 768, desktop 1024, large desktop 1440). */
  responsiveBreakpoints: z
    .record(breakpointName, intBetween("Breakpoint width", 1, 10000))
    .refine((b) => Object.keys(b).length >= 1, "Add at least one breakpoint")
    .refine((b) => Object.keys(b).length <= 12, "Up to 12 breakpoints"),
  grid: z.object({
    columns: intBetween("Grid columns", 1, 24),
    gutter: cssLength("Grid gutter"),
    maxWidth: cssLength("Grid max width"),
  }),
  spacing: z.object({
    base: cssLength("Base spacing"),
    component: cssLength("Component spacing"),
    section: cssLength("Section spacing"),
  }),
  typography: z.object({
    h1: typographyLevelSchema,
    h2: typographyLevelSchema,
    h3: typographyLevelSchema,
    body: typographyLevelSchema,
    caption: typographyLevelSchema,
    button: typographyLevelSchema,
  }),
});
export type LayoutParameters = z.infer<typeof layoutParametersSchema>;

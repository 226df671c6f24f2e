import { z } from "zod";
import { storableString } from "./text-fields";
import { FONT_FAMILIES, FONT_WEIGHTS, IMAGE_FORMATS } from "../framework-constants";
import { hexColor, intBetween, itemId, tag, tagList, text } from "./framework-fields";

export const ADD_PALETTE_MESSAGE = "Add at least one color palette";
export const ADD_FONT_COMBINATION_MESSAGE = "Add at least one font combination";

const usageNote = (label: string) => text(`${label} usage note`, 500);

/** A palette: eight colour roles (spec 3), each with a free-text "<role>Usage" note. */
export const colorPaletteSchema = z.object({
  id: itemId,
  name: tag("Palette name", 80),
  description: text("Palette description", 500),
  usage: tagList("Palette usage tag", 12, 60),
  background: hexColor("Background colour"),
  backgroundUsage: usageNote("Background"),
  focus: hexColor("Focus colour"),
  focusUsage: usageNote("Focus"),
  surface: hexColor("Surface colour"),
  surfaceUsage: usageNote("Surface"),
  text: hexColor("Text colour"),
  textUsage: usageNote("Text"),
  muted: hexColor("Muted colour"),
  mutedUsage: usageNote("Muted"),
  border: hexColor("Border colour"),
  borderUsage: usageNote("Border"),
  accent: hexColor("Accent colour"),
  accentUsage: usageNote("Accent"),
  accent_contrast: hexColor("Accent contrast colour"),
  accent_contrastUsage: usageNote("Accent contrast"),
});
export type ColorPalette = z.infer<typeof colorPaletteSchema>;

/** Plain font names only (letters, digits, spaces, hyphens): fallbacks are written into CSS. */
const fallbackFont = storableString()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,39}$/, "Fallback fonts must be plain font names such as system-ui or sans-serif");

export const fontSpecSchema = z.object({
  family: z.enum(FONT_FAMILIES, { error: "Choose a font from the list" }),
  weights: z
    .array(
      z
        .number({ error: "Font weights must be numbers" })
        .refine((w) => (FONT_WEIGHTS as readonly number[]).includes(w), "Font weights must be 100 to 900 in steps of 100"),
    )
    .min(1, "Choose at least one font weight")
    .max(FONT_WEIGHTS.length),
  fallbacks: z.array(fallbackFont).max(6, "Up to 6 fallback fonts"),
});
export type FontSpec = z.infer<typeof fontSpecSchema>;

export const fontCombinationSchema = z.object({
  id: itemId,
  name: tag("Font combination name", 80),
  primary: fontSpecSchema,
  secondary: fontSpecSchema,
  /** Optional third font for quotes, numbers or call-outs. */
  accent: fontSpecSchema.optional(),
  usage: tagList("Font usage tag", 12, 60),
});
export type FontCombination = z.infer<typeof fontCombinationSchema>;

export const logoGuidelinesSchema = z
  .object({
    placement: text("Logo placement", 500),
    sizing: z.object({
      minWidth: intBetween("Minimum logo width", 16, 2000),
      maxWidth: intBetween("Maximum logo width", 16, 2000),
      recommendedWidth: intBetween("Recommended logo width", 16, 2000),
    }),
    clearSpace: text("Logo clear space", 200),
    variations: tagList("Logo variation", 12, 80),
  })
  .refine((l) => l.sizing.minWidth <= l.sizing.recommendedWidth && l.sizing.recommendedWidth <= l.sizing.maxWidth, {
    message: "Logo sizes must satisfy minimum ≤ recommended ≤ maximum",
    path: ["sizing"],
  });
export type LogoGuidelines = z.infer<typeof logoGuidelinesSchema>;

const aspectRatio = storableString().trim().regex(/^\d{1,2}:\d{1,2}$/, "Aspect ratios look like 16:9");

export const imageGuidelinesSchema = z
  .object({
    style: text("Image style", 1000),
    tone: text("Image tone", 1000),
    aspectRatios: z.array(aspectRatio).max(10, "Up to 10 aspect ratios"),
    quality: z.object({
      minWidth: intBetween("Minimum image width", 1, 10000),
      minHeight: intBetween("Minimum image height", 1, 10000),
      formats: z.array(z.enum(IMAGE_FORMATS, { error: "Unknown image format" })),
      compressionMin: intBetween("Minimum compression quality", 1, 100),
      compressionMax: intBetween("Maximum compression quality", 1, 100),
    }),
    restrictions: tagList("Image restriction", 20, 200),
  })
  .refine((g) => g.quality.compressionMin <= g.quality.compressionMax, {
    message: "Compression quality range must go from low to high",
    path: ["quality", "compressionMin"],
  });
export type ImageGuidelines = z.infer<typeof imageGuidelinesSchema>;

export const brandGuidelinesSchema = z.object({
  /** Public URL of the uploaded logo; the server derives it from brand_logo, so a stored URL is never trusted. */
  logoUrl: storableString().max(500),
  colorPalettes: z.array(colorPaletteSchema).min(1, ADD_PALETTE_MESSAGE).max(12, "Up to 12 color palettes"),
  typography: z.object({
    fontCombinations: z.array(fontCombinationSchema).min(1, ADD_FONT_COMBINATION_MESSAGE).max(8, "Up to 8 font combinations"),
  }),
  logoGuidelines: logoGuidelinesSchema,
  imageGuidelines: imageGuidelinesSchema,
});
export type BrandGuidelines = z.infer<typeof brandGuidelinesSchema>;

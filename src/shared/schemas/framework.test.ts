import { describe, expect, it } from "vitest";
import { buildFrameworkInput } from "../test/framework-factory";
import {
  defaultBrandGuidelines,
  defaultLayoutParameters,
  newColorPalette,
  newFontCombination,
  newFrameworkValues,
  THEME_COLORS,
} from "../framework-defaults";
import { FONT_FAMILIES, MAX_TONES, TONES } from "../framework-constants";
import { colorPaletteSchema, fontCombinationSchema, frameworkInputSchema, frameworkPatchSchema } from "./framework";

const firstMessage = (input: unknown) => {
  const result = frameworkInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe("framework defaults (spec 3)", () => {
  it("a new palette is 'New Palette' with accent_contrast #FFFFFF and theme colours elsewhere", () => {
    const palette = newColorPalette();
    expect(palette.name).toBe("New Palette");
    expect(palette.accent_contrast).toBe("#FFFFFF");
    expect(palette.accent).toBe(THEME_COLORS.accent);
    expect(palette.background).toBe(THEME_COLORS.background);
    expect(colorPaletteSchema.safeParse(palette).success).toBe(true);
  });

  it("a new font combination is Inter/Inter with the spec's weights and fallbacks", () => {
    const fonts = newFontCombination();
    expect(fonts.name).toBe("New Font Combination");
    expect(fonts.primary).toEqual({ family: "Inter", weights: [400, 500, 600, 700], fallbacks: ["system-ui", "sans-serif"] });
    expect(fonts.secondary).toEqual({ family: "Inter", weights: [400, 500], fallbacks: ["system-ui", "sans-serif"] });
    expect(fonts.accent).toBeUndefined();
    expect(fontCombinationSchema.safeParse(fonts).success).toBe(true);
  });

  it("layout defaults: breakpoints, 12-column grid, 1.5rem gutters, h1 and body, toggles", () => {
    const layout = defaultLayoutParameters();
    expect(layout.responsiveBreakpoints).toEqual({ mobile: 320, tablet: 768, desktop: 1024, "large desktop": 1440 });
    expect(layout.grid).toMatchObject({ columns: 12, gutter: "1.5rem" });
    expect(layout.typography.h1).toMatchObject({ size: "3rem", weight: 700 });
    expect(layout.typography.body).toMatchObject({ size: "1rem", weight: 400 });
    expect(Object.keys(layout.typography)).toEqual(["h1", "h2", "h3", "body", "caption", "button"]);
    expect(layout).toMatchObject({ enableAnimations: false, mobileOptimized: true, includeGraphics: true, includeLogo: true });
  });

  it("logo and image defaults", () => {
    const brand = defaultBrandGuidelines();
    expect(brand.logoGuidelines.sizing).toEqual({ minWidth: 80, maxWidth: 200, recommendedWidth: 140 });
    expect(brand.logoGuidelines.clearSpace).toBe("2x logo height");
    expect(brand.imageGuidelines.aspectRatios).toEqual(["16:9", "4:3", "1:1"]);
    expect(brand.imageGuidelines.quality).toEqual({ minWidth: 1920, minHeight: 1080, formats: ["WebP", "JPEG", "PNG"], compressionMin: 85, compressionMax: 95 });
  });

  it("a brand-new framework is not yet saveable: it needs a name, a palette, fonts and a tone", () => {
    expect(firstMessage(newFrameworkValues())).toBe("Framework name is required");
  });
});

describe("frameworkInputSchema", () => {
  it("accepts a complete framework", () => {
    expect(frameworkInputSchema.safeParse(buildFrameworkInput()).success).toBe(true);
  });

  it("answers the spec's server message for a blank name", () => {
    expect(firstMessage(buildFrameworkInput({ name: "   " }))).toBe("Framework name is required");
    expect(firstMessage({ ...buildFrameworkInput(), name: undefined })).toBe("Framework name is required");
  });

  it("refuses a non-hex colour, naming the role", () => {
    const input = buildFrameworkInput();
    input.brand_guidelines.colorPalettes[0].surface = "red; background:url(x)";
    expect(firstMessage(input)).toBe("Surface colour must be a hex colour like #1A2B3C");
    input.brand_guidelines.colorPalettes[0].surface = "#abc";
    expect(firstMessage(input)).toBeNull();
  });

  it("accepts only the spec's fonts and plain fallback names", () => {
    for (const family of FONT_FAMILIES) {
      const input = buildFrameworkInput();
      input.brand_guidelines.typography.fontCombinations[0].primary.family = family;
      expect(firstMessage(input)).toBeNull();
    }
    const input = buildFrameworkInput();
    (input.brand_guidelines.typography.fontCombinations[0].primary as { family: string }).family = "Comic Sans MS";
    expect(firstMessage(input)).toBe("Choose a font from the list");
    const fallback = buildFrameworkInput();
    fallback.brand_guidelines.typography.fontCombinations[0].secondary.fallbacks = ["serif; } body { color: red"];
    expect(firstMessage(fallback)).toMatch(/plain font names/);
    const weight = buildFrameworkInput();
    weight.brand_guidelines.typography.fontCombinations[0].primary.weights = [450];
    expect(firstMessage(weight)).toBe("Font weights must be 100 to 900 in steps of 100");
  });

  it("caps tones at 3 and accepts only the spec's tones", () => {
    const input = buildFrameworkInput();
    input.content_constraints.selectedTones = [...TONES.slice(0, MAX_TONES)];
    expect(firstMessage(input)).toBeNull();
    input.content_constraints.selectedTones = [...TONES.slice(0, MAX_TONES + 1)];
    expect(firstMessage(input)).toBe("Select up to 3 tones");
    (input.content_constraints as { selectedTones: string[] }).selectedTones = ["Sarcastic"];
    expect(firstMessage(input)).toBe("Choose tones from the list");
  });

  it("keeps tone notes to selected tones", () => {
    const input = buildFrameworkInput();
    input.content_constraints.toneOfVoice = [{ name: "Bold & Provocative", description: "Punchy" }];
    expect(firstMessage(input)).toBe("Tone notes must belong to selected tones");
  });

  it("checks levels, stages, lengths and unique elements", () => {
    const level = buildFrameworkInput();
    (level.flexibility_boundaries.customizableElements[0] as { customizationLevel: string }).customizationLevel = "total";
    expect(firstMessage(level)).toBe("Customization level is none, limited, moderate or full");
    const stage = buildFrameworkInput();
    (stage.flexibility_boundaries.qualityCheckpoints[0] as { stage: string }).stage = "Vibe check";
    expect(firstMessage(stage)).toBe("Choose a checkpoint stage from the list");
    const twice = buildFrameworkInput();
    twice.flexibility_boundaries.customizableElements.push({ ...twice.flexibility_boundaries.customizableElements[0], id: "other" });
    expect(firstMessage(twice)).toBe("Each element can be listed once");
    const gutter = buildFrameworkInput();
    gutter.layout_parameters.grid.gutter = "1.5rem; color:red";
    expect(firstMessage(gutter)).toBe("Grid gutter must be a length like 1.5rem or 24px");
    const logo = buildFrameworkInput();
    logo.brand_guidelines.logoGuidelines.sizing = { minWidth: 300, maxWidth: 200, recommendedWidth: 140 };
    expect(firstMessage(logo)).toBe("Logo sizes must satisfy minimum ≤ recommended ≤ maximum");
  });

  it("drops unknown keys instead of storing them", () => {
    const parsed = frameworkInputSchema.parse({ ...buildFrameworkInput(), user_id: "someone-else", extra: 1 });
    expect(parsed).not.toHaveProperty("user_id");
    expect(parsed).not.toHaveProperty("extra");
  });

  it("fills description, is_active and brand_logo when a create leaves them out", () => {
    const rest: Partial<ReturnType<typeof buildFrameworkInput>> = buildFrameworkInput();
    delete rest.description;
    delete rest.is_active;
    delete rest.brand_logo;
    const parsed = frameworkInputSchema.parse(rest);
    expect(parsed).toMatchObject({ description: "", is_active: true, brand_logo: null });
  });

  it("a patch has no defaults, so it never resets fields it leaves out", () => {
    expect(frameworkPatchSchema.parse({ name: "Renamed" })).toEqual({ name: "Renamed" });
  });
});

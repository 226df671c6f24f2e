import { newColorPalette, newCustomizableElement, newFontCombination, newFrameworkValues, newQualityCheckpoint, newSectionType } from "../framework-defaults";
import type { FrameworkValues } from "../schemas/framework";

/**
 * A complete, valid framework body for POST /api/frameworks (API tests, e2e seeding, other features' tests).
 * Every group is filled so that readers (the wizard's swatches, the microsite renderer) see real values.
 */
export function buildFrameworkInput(overrides: Partial<FrameworkValues> = {}): FrameworkValues {
  const base = newFrameworkValues();
  const palette = { ...newColorPalette("palette-1"), name: "Ocean", accent: "#0EA5E9", usage: ["Primary brand"] };
  const fonts = { ...newFontCombination("fonts-1"), name: "Modern", usage: ["Headings", "Body"] };
  const hero = { ...newSectionType("section-hero"), name: "Hero", required: true, allowedPositions: ["top" as const] };
  return {
    ...base,
    name: "Acme Brand",
    description: "Acme's rules for every microsite",
    brand_guidelines: { ...base.brand_guidelines, colorPalettes: [palette], typography: { fontCombinations: [fonts] } },
    layout_parameters: { ...base.layout_parameters, sectionTypes: [hero] },
    content_constraints: { ...base.content_constraints, selectedTones: ["Professional & Polished"] },
    flexibility_boundaries: {
      ...base.flexibility_boundaries,
      customizableElements: [newCustomizableElement("Content", "element-content")],
      qualityCheckpoints: [{ ...newQualityCheckpoint("Brand compliance check", "check-brand"), criteria: ["Logo visible"], blocker: true }],
    },
    ...overrides,
  };
}

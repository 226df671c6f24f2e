// Two frameworks that differ in everything a renderer must honour: palettes by usage, fonts, type scale, width,
// animations, sections, tone, plus the legal disclaimer, mandatory elements and prohibited terms.
import {
  defaultBrandGuidelines,
  defaultContentConstraints,
  defaultFlexibilityBoundaries,
  defaultLayoutParameters,
  newColorPalette,
  newFontCombination,
  newQualityCheckpoint,
  newSectionType,
} from "@/shared/framework-defaults";
import { QUALITY_STAGES, type SectionPosition } from "@/shared/framework-constants";
import { DISCLAIMER, MANDATORY_ELEMENTS, PROHIBITED_TERMS } from "./scenario";

const section = (name: string, position: SectionPosition, required = false, description = "") => ({
  ...newSectionType(),
  name,
  description,
  required,
  allowedPositions: [position],
});

const rules = () => ({
  ...defaultContentConstraints(),
  legalCompliance: { regulations: ["GDPR" as const, "CAN-SPAM" as const], disclaimer: DISCLAIMER, requiresLegalReview: false },
  mandatoryElements: MANDATORY_ELEMENTS,
  prohibitedTerms: PROHIBITED_TERMS,
});

const checkpoints = () => ({
  ...defaultFlexibilityBoundaries(),
  qualityCheckpoints: QUALITY_STAGES.map((stage) => ({ ...newQualityCheckpoint(stage), automated: true, blocker: stage === "Brand compliance check" })),
});

export function tealFramework(logoPath: string) {
  return {
    name: "Ledgerline Teal",
    description: "Calm, centered pages for outbound sales",
    is_active: true,
    brand_logo: logoPath,
    brand_guidelines: {
      ...defaultBrandGuidelines(),
      colorPalettes: [
        { ...newColorPalette(), name: "Teal", usage: ["hero", "sections", "cta"], background: "#FFFFFF", surface: "#F0FDFA", text: "#0F2E2B", muted: "#3F5F5B", border: "#CCEFEA", accent: "#0F766E", accent_contrast: "#FFFFFF", focus: "#F59E0B" },
      ],
      typography: { fontCombinations: [{ ...newFontCombination(), name: "Inter", usage: ["headings", "body"] }] },
      logoGuidelines: { placement: "Top left", sizing: { minWidth: 80, maxWidth: 200, recommendedWidth: 140 }, clearSpace: "1x logo height", variations: [] },
    },
    layout_parameters: {
      ...defaultLayoutParameters(),
      contentWidth: "centered",
      sectionTypes: [
        section("Hero", "top", true),
        section("Challenges", "middle", true, "The new capabilities, concretely."),
        section("Results", "middle", true),
        section("How It Works", "middle"),
        section("Customer stories", "bottom"),
        section("FAQ", "bottom"),
      ],
    },
    content_constraints: { ...rules(), selectedTones: ["Professional & Polished", "Concise & Direct"], toneGuidelines: "Plain words, short sentences, no hype." },
    flexibility_boundaries: checkpoints(),
  };
}

export function navyFramework(logoPath: string) {
  const layout = defaultLayoutParameters();
  return {
    name: "Ledgerline Launch",
    description: "Bold, full-width pages for product launches",
    is_active: true,
    brand_logo: logoPath,
    brand_guidelines: {
      ...defaultBrandGuidelines(),
      colorPalettes: [
        { ...newColorPalette(), name: "Night", usage: ["hero"], background: "#0B1B3F", surface: "#13275A", text: "#F8FAFC", muted: "#C7D2FE", border: "#1E3A8A", accent: "#FBBF24", accent_contrast: "#0B1B3F", focus: "#FDE68A" },
        { ...newColorPalette(), name: "Paper", usage: ["sections", "cta"], background: "#FFFBF5", surface: "#FFF1DC", text: "#1F2937", muted: "#4B5563", border: "#F3DFC1", accent: "#B45309", accent_contrast: "#FFFFFF", focus: "#2563EB" },
      ],
      typography: {
        fontCombinations: [
          {
            ...newFontCombination(),
            name: "Editorial",
            primary: { family: "Playfair Display" as const, weights: [700, 800], fallbacks: ["Georgia", "serif"] },
            secondary: { family: "Source Sans Pro" as const, weights: [400, 600], fallbacks: ["system-ui", "sans-serif"] },
            usage: ["headings", "body"],
          },
        ],
      },
      logoGuidelines: { placement: "Top center", sizing: { minWidth: 100, maxWidth: 240, recommendedWidth: 180 }, clearSpace: "2x logo height", variations: [] },
    },
    layout_parameters: {
      ...layout,
      contentWidth: "full",
      enableAnimations: true,
      grid: { ...layout.grid, maxWidth: "1320px" },
      spacing: { base: "1.125rem", component: "2rem", section: "6rem" },
      typography: {
        ...layout.typography,
        h1: { size: "4rem", lineHeight: 1.05, weight: 800 },
        h2: { size: "2.5rem", lineHeight: 1.15, weight: 700 },
        body: { size: "1.125rem", lineHeight: 1.7, weight: 400 },
      },
      sectionTypes: [section("Why now", "top", true), section("What's new", "middle", true), section("Pricing", "middle"), section("Testimonials", "bottom")],
    },
    content_constraints: { ...rules(), selectedTones: ["Bold & Provocative", "Inspirational & Uplifting"], toneGuidelines: "Confident, energetic, never smug." },
    flexibility_boundaries: checkpoints(),
  };
}

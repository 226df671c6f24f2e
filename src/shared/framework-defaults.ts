import type { CustomizableElement, QualityStage } from "./framework-constants";
import type {
  ApprovalWorkflow,
  BrandGuidelines,
  ColorPalette,
  ContentConstraints,
  CustomizableElementRule,
  FlexibilityBoundaries,
  FontCombination,
  FrameworkValues,
  LayoutParameters,
  QualityCheckpoint,
  SectionComponent,
  SectionType,
} from "./schemas/framework";

/** A short random id for list items; getRandomValues also works on plain-http deployments (randomUUID does not). */
export function newItemId(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The app theme's colours, used for every role of a new palette except accent_contrast (spec 3). */
export const THEME_COLORS = {
  background: "#FFFFFF",
  focus: "#6366F1",
  surface: "#F8FAFC",
  text: "#0F172A",
  muted: "#64748B",
  border: "#E2E8F0",
  accent: "#4F46E5",
} as const;

export function newColorPalette(id = newItemId()): ColorPalette {
  return {
    id,
    name: "New Palette",
    description: "",
    usage: [],
    background: THEME_COLORS.background,
    backgroundUsage: "",
    focus: THEME_COLORS.focus,
    focusUsage: "",
    surface: THEME_COLORS.surface,
    surfaceUsage: "",
    text: THEME_COLORS.text,
    textUsage: "",
    muted: THEME_COLORS.muted,
    mutedUsage: "",
    border: THEME_COLORS.border,
    borderUsage: "",
    accent: THEME_COLORS.accent,
    accentUsage: "",
    accent_contrast: "#FFFFFF",
    accent_contrastUsage: "",
  };
}

export const DEFAULT_FONT_FALLBACKS = ["system-ui", "sans-serif"];

export function newFontCombination(id = newItemId()): FontCombination {
  return {
    id,
    name: "New Font Combination",
    primary: { family: "Inter", weights: [400, 500, 600, 700], fallbacks: [...DEFAULT_FONT_FALLBACKS] },
    secondary: { family: "Inter", weights: [400, 500], fallbacks: [...DEFAULT_FONT_FALLBACKS] },
    usage: [],
  };
}

export function defaultBrandGuidelines(): BrandGuidelines {
  return {
    logoUrl: "",
    colorPalettes: [],
    typography: { fontCombinations: [] },
    logoGuidelines: {
      placement: "",
      sizing: { minWidth: 80, maxWidth: 200, recommendedWidth: 140 },
      clearSpace: "2x logo height",
      variations: [],
    },
    imageGuidelines: {
      style: "",
      tone: "",
      aspectRatios: ["16:9", "4:3", "1:1"],
      quality: { minWidth: 1920, minHeight: 1080, formats: ["WebP", "JPEG", "PNG"], compressionMin: 85, compressionMax: 95 },
      restrictions: [],
    },
  };
}

/** Spec 9 default breakpoints (px). */
export const DEFAULT_BREAKPOINTS: Record<string, number> = { mobile: 320, tablet: 768, desktop: 1024, "large desktop": 1440 };

export function defaultLayoutParameters(): LayoutParameters {
  return {
    contentWidth: "centered",
    mobileOptimized: true,
    includeGraphics: true,
    includeLogo: true,
    enableAnimations: false,
    sectionTypes: [],
    responsiveBreakpoints: { ...DEFAULT_BREAKPOINTS },
    grid: { columns: 12, gutter: "1.5rem", maxWidth: "1200px" },
    spacing: { base: "1rem", component: "1.5rem", section: "4rem" },
    typography: {
      h1: { size: "3rem", lineHeight: 1.2, weight: 700 },
      h2: { size: "2.25rem", lineHeight: 1.25, weight: 700 },
      h3: { size: "1.5rem", lineHeight: 1.3, weight: 600 },
      body: { size: "1rem", lineHeight: 1.6, weight: 400 },
      caption: { size: "0.875rem", lineHeight: 1.4, weight: 400 },
      button: { size: "1rem", lineHeight: 1.2, weight: 600 },
    },
  };
}

export function newSectionType(id = newItemId()): SectionType {
  return { id, name: "", description: "", required: false, maxInstances: 1, allowedPositions: ["middle"], components: [] };
}

export function newSectionComponent(id = newItemId()): SectionComponent {
  return { id, type: "paragraph", required: false, constraints: {} };
}

export function defaultContentConstraints(): ContentConstraints {
  return {
    selectedTones: [],
    toneGuidelines: "",
    toneOfVoice: [],
    legalCompliance: { regulations: [], disclaimer: "", requiresLegalReview: false },
    mandatoryElements: [],
    prohibitedTerms: [],
  };
}

export function newCustomizableElement(element: CustomizableElement, id = newItemId()): CustomizableElementRule {
  return { id, element, customizationLevel: "limited", requiresApproval: false, allowedModifications: [] };
}

export function newQualityCheckpoint(stage: QualityStage, id = newItemId()): QualityCheckpoint {
  return { id, stage, criteria: [], automated: false, blocker: false };
}

export function newApprovalWorkflow(id = newItemId()): ApprovalWorkflow {
  return { id, name: "", approvers: [], appliesTo: [] };
}

export function defaultFlexibilityBoundaries(): FlexibilityBoundaries {
  return { customizableElements: [], qualityCheckpoints: [], approvalWorkflows: [], restrictions: [] };
}

/** What the builder starts from: the spec's defaults, and empty lists the user must fill (palettes, fonts, tones). */
export function newFrameworkValues(): FrameworkValues {
  return {
    name: "",
    description: "",
    is_active: true,
    category: null,
    brand_guidelines: defaultBrandGuidelines(),
    brand_logo: null,
    layout_parameters: defaultLayoutParameters(),
    content_constraints: defaultContentConstraints(),
    flexibility_boundaries: defaultFlexibilityBoundaries(),
  };
}

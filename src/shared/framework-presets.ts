import { defaultBrandGuidelines, defaultContentConstraints, defaultLayoutParameters, newColorPalette, newFontCombination, newFrameworkValues, newSectionType } from "./framework-defaults";
import type { FontFamily, Tone } from "./framework-constants";
import type { ColorPalette, FrameworkValues } from "./schemas/framework";

type Colors = Pick<ColorPalette, "background" | "surface" | "text" | "muted" | "border" | "accent" | "accent_contrast" | "focus">;

type Preset = {
  id: string;
  name: string;
  summary: string;
  colors: Colors;
  fonts: { heading: FontFamily; body: FontFamily };
  tones: Tone[];
  width: "centered" | "full";
  h1: { size: string; weight: number };
  sections: string[];
};

/** Three good starting points a first-time user can pick before touching a single field (issue 13 item 4). */
const PRESETS: Preset[] = [
  {
    id: "clean-saas",
    name: "Clean SaaS",
    summary: "Calm indigo on white, Inter throughout, friendly and direct.",
    colors: { background: "#FFFFFF", surface: "#F5F7FF", text: "#0F172A", muted: "#475569", border: "#E2E8F0", accent: "#4F46E5", accent_contrast: "#FFFFFF", focus: "#F59E0B" },
    fonts: { heading: "Inter", body: "Inter" },
    tones: ["Friendly & Approachable", "Concise & Direct"],
    width: "centered",
    h1: { size: "3rem", weight: 700 },
    sections: ["Results", "How it works", "Customer stories", "FAQ"],
  },
  {
    id: "bold-launch",
    name: "Bold launch",
    summary: "Deep violet with an orange call to action, big Poppins headlines, full width.",
    colors: { background: "#FFFFFF", surface: "#F5F3FF", text: "#1E1B4B", muted: "#4C4A6B", border: "#E4E1F5", accent: "#C2410C", accent_contrast: "#FFFFFF", focus: "#6D28D9" },
    fonts: { heading: "Poppins", body: "Work Sans" },
    tones: ["Bold & Provocative", "Inspirational & Uplifting"],
    width: "full",
    h1: { size: "4rem", weight: 800 },
    sections: ["Why now", "Results", "Customer stories", "Pricing"],
  },
  {
    id: "formal-finance",
    name: "Formal finance",
    summary: "Navy and green on ivory, Libre Baskerville headings, polished and precise.",
    colors: { background: "#FFFDF8", surface: "#F4F1E8", text: "#13233A", muted: "#4A5568", border: "#DDD6C6", accent: "#14532D", accent_contrast: "#FFFFFF", focus: "#B45309" },
    fonts: { heading: "Libre Baskerville", body: "Source Sans Pro" },
    tones: ["Professional & Polished", "Concise & Direct"],
    width: "centered",
    h1: { size: "2.75rem", weight: 700 },
    sections: ["Results", "Customer stories", "Security and compliance", "FAQ"],
  },
];

export const FRAMEWORK_PRESETS = PRESETS.map(({ id, name, summary, colors, fonts }) => ({ id, name, summary, colors, fonts }));
export type FrameworkPresetId = (typeof PRESETS)[number]["id"];

/** A complete framework form from a preset: it saves as is, and every field stays editable. */
export function frameworkFromPreset(id: string): FrameworkValues {
  const preset = PRESETS.find((p) => p.id === id) ?? PRESETS[0];
  const base = newFrameworkValues();
  const layout = defaultLayoutParameters();
  return {
    ...base,
    name: preset.name,
    description: preset.summary,
    brand_guidelines: {
      ...defaultBrandGuidelines(),
      colorPalettes: [{ ...newColorPalette(), name: preset.name, usage: ["sections", "CTA"], ...preset.colors }],
      typography: {
        fontCombinations: [
          {
            ...newFontCombination(),
            name: `${preset.fonts.heading} + ${preset.fonts.body}`,
            usage: ["headings", "body"],
            primary: { family: preset.fonts.heading, weights: [preset.h1.weight, 600], fallbacks: ["system-ui", "sans-serif"] },
            secondary: { family: preset.fonts.body, weights: [400, 600], fallbacks: ["system-ui", "sans-serif"] },
          },
        ],
      },
    },
    layout_parameters: {
      ...layout,
      contentWidth: preset.width,
      typography: { ...layout.typography, h1: { ...layout.typography.h1, ...preset.h1 } },
      sectionTypes: preset.sections.map((name, i) => ({ ...newSectionType(), name, required: i === 0, allowedPositions: [i === 0 ? "top" : "middle"] })),
    },
    content_constraints: { ...defaultContentConstraints(), selectedTones: preset.tones },
  };
}

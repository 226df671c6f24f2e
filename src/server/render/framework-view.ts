import { readableOn, safeColor } from "./colors";
import { DEFAULT_FONT_FAMILY, findFont, type FontChoice } from "./fonts";

/**
 * The parts of a template framework that generation and rendering use, read defensively from its jsonb
 * columns (camelCase or snake_case keys, anything missing falls back to a sensible default). This is the
 * one place that knows the framework document's shape; when src/shared/schemas/framework.ts lands it can
 * parse with that schema instead, and nothing else has to change.
 */
export type PaletteRoles = {
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  accent: string;
  accentContrast: string;
  focus: string;
};

export type SectionTypeView = { name: string; description: string; required: boolean; maxInstances: number; position: number };

export type FrameworkView = {
  name: string;
  palette: PaletteRoles;
  fonts: { primary: FontChoice; secondary: FontChoice };
  contentWidth: "full" | "centered";
  includeLogo: boolean;
  logoUrl: string | null;
  /** Content sections in page order (hero, CTA and footer are drawn by the page itself). */
  sectionTypes: SectionTypeView[];
  tones: string[];
  toneGuidelines: string;
};

export type FrameworkRecord = {
  name?: string | null;
  brandGuidelines?: unknown;
  brandLogo?: string | null;
  layoutParameters?: unknown;
  contentConstraints?: unknown;
};

export const DEFAULT_PALETTE: PaletteRoles = {
  background: "#ffffff",
  surface: "#f8fafc",
  text: "#0f172a",
  muted: "#475569",
  border: "#e2e8f0",
  accent: "#4f46e5",
  accentContrast: "#ffffff",
  focus: "#f59e0b",
};

export const DEFAULT_SECTION_TYPES: SectionTypeView[] = [
  { name: "Challenges", description: "The problems this contact is likely facing", required: true, maxInstances: 1, position: 1 },
  { name: "Benefits", description: "What changes for them, in concrete terms", required: true, maxInstances: 1, position: 2 },
  { name: "How It Works", description: "The few steps to get started", required: false, maxInstances: 1, position: 3 },
  { name: "Social Proof", description: "Why teams like theirs trust us", required: false, maxInstances: 1, position: 4 },
];

// Section types the page layout draws itself rather than as a content section.
const PAGE_FRAME_SECTION = /^(hero|header|banner|footer|cta|call[\s-]*to[\s-]*action|closing)$/i;

const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const pick = (o: Record<string, unknown>, ...keys: string[]) => keys.map((k) => o[k]).find((v) => v !== undefined);

function readPalette(guidelines: Record<string, unknown>): PaletteRoles {
  const first = obj(arr(pick(guidelines, "colorPalettes", "color_palettes"))[0]);
  const colors = { ...first, ...obj(first.colors) };
  const role = (key: keyof PaletteRoles, ...names: string[]) => safeColor(pick(colors, ...names), DEFAULT_PALETTE[key]);
  const background = role("background", "background");
  const accent = role("accent", "accent", "primary");
  return {
    background,
    surface: role("surface", "surface"),
    text: readableOn(background, role("text", "text")),
    muted: readableOn(background, role("muted", "muted"), 3),
    border: role("border", "border"),
    accent,
    accentContrast: readableOn(accent, role("accentContrast", "accent_contrast", "accentContrast")),
    focus: role("focus", "focus"),
  };
}

function readFonts(guidelines: Record<string, unknown>) {
  const typography = obj(guidelines.typography);
  const combination = obj(arr(pick(typography, "fontCombinations", "font_combinations"))[0]);
  const fallback = findFont(DEFAULT_FONT_FAMILY)!;
  const primary = findFont(obj(combination.primary).family) ?? fallback;
  const secondary = findFont(obj(combination.secondary).family) ?? primary;
  return { primary, secondary };
}

function positionRank(positions: unknown[], index: number): number {
  const first = positions[0];
  if (typeof first === "number") return first;
  const text = str(first).toLowerCase();
  if (/^\d+$/.test(text)) return Number(text);
  if (["top", "first", "start", "header"].includes(text)) return 0;
  if (["bottom", "last", "end", "footer"].includes(text)) return 1000;
  return 100 + index;
}

function readSectionTypes(layout: Record<string, unknown>): SectionTypeView[] {
  const types = arr(pick(layout, "sectionTypes", "section_types"))
    .map((raw, index) => {
      const t = obj(raw);
      const name = str(t.name).slice(0, 60);
      return {
        name,
        description: str(t.description).slice(0, 300),
        required: t.required === true,
        maxInstances: Math.max(1, Math.min(3, Number(pick(t, "maxInstances", "max_instances")) || 1)),
        position: positionRank(arr(pick(t, "allowedPositions", "allowed_positions")), index),
      };
    })
    .filter((t) => t.name && !PAGE_FRAME_SECTION.test(t.name));
  const ordered = types.sort((a, b) => a.position - b.position).slice(0, 6);
  return ordered.length > 0 ? ordered : DEFAULT_SECTION_TYPES;
}

/**
 * Logos are shown only from our own storage (/storage/…): the page's CSP allows no third-party origin.
 * Accepts a storage path as the uploads route saves it ("framework-logos/…"), a served path, or an
 * absolute URL of a served path (the `url` the upload answered with).
 */
export function logoSource(value: unknown): string | null {
  let text = str(value);
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) {
    try {
      text = new URL(text).pathname;
    } catch {
      return null;
    }
  }
  const served = text.startsWith("/storage/") ? text : `/storage/${text.replace(/^\/+/, "")}`;
  return /^\/storage\/[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)+$/.test(served) && !served.includes("..") ? served : null;
}

export function readFramework(record: FrameworkRecord | null | undefined): FrameworkView {
  const guidelines = obj(record?.brandGuidelines);
  const layout = obj(record?.layoutParameters);
  const constraints = obj(record?.contentConstraints);
  const contentWidth = str(pick(layout, "contentWidth", "content_width")) === "full" ? "full" : "centered";
  const tones = arr(pick(constraints, "selectedTones", "selected_tones"))
    .map(str)
    .filter(Boolean)
    .slice(0, 3);
  return {
    name: str(record?.name) || "Default",
    palette: readPalette(guidelines),
    fonts: readFonts(guidelines),
    contentWidth,
    includeLogo: pick(layout, "includeLogo", "include_logo") !== false,
    logoUrl: logoSource(record?.brandLogo) ?? logoSource(pick(guidelines, "logoUrl", "logo_url", "logoFile")),
    sectionTypes: readSectionTypes(layout),
    tones: tones.length > 0 ? tones : ["Professional & Polished"],
    toneGuidelines: str(pick(constraints, "toneGuidelines", "tone_guidelines")).slice(0, 1000),
  };
}

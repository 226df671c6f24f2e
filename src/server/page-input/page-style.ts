import { TYPOGRAPHY_LEVELS, type TypographyLevel } from "@/shared/framework-constants";
import { DEFAULT_BREAKPOINTS, newColorPalette, newFontCombination } from "@/shared/framework-defaults";
import type { ColorPalette, FontCombination, FontSpec, FrameworkDocument } from "@/shared/schemas/framework";
import { AA_TEXT, ensureContrast } from "./colors";
import { DEFAULT_FONT_FAMILY, findFont, fontFileUrl, nearestWeight, type FontChoice } from "./fonts";

/**
 * Everything the page's look takes from a framework document (already validated by the shared loader), in the
 * units the stylesheet writes. Colours are adjusted here, once, so every text role reads at WCAG AA on the
 * backgrounds it is drawn on.
 */
export type PaletteRoles = {
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  /** The accent as text (links, figures, eyebrows): readable on background and surface. */
  accentText: string;
  /** Button background: the accent, deepened or lightened only as far as AA with `onButton` needs. */
  button: string;
  /** The palette's accent_contrast, verbatim: the CTA's text colour. */
  onButton: string;
  focus: string;
};

export type FontFace = { font: FontChoice; stack: string; weights: number[] };
/** Size, line height and font weight (a weight the family ships) of one typography level; sizes in rem. */
export type TypeLevel = { size: number; lineHeight: number; weight: number };
export type LogoStyle = { width: number; height: number; align: "start" | "center" | "end"; clearSpace: number };

export type PageStyle = {
  palettes: { hero: PaletteRoles; sections: PaletteRoles; cta: PaletteRoles };
  /** True when the hero has a palette of its own; otherwise it sits on the sections' surface. */
  heroHasOwnPalette: boolean;
  fonts: { heading: FontFace; body: FontFace };
  /** Font files the first screen uses (headline, body text, buttons and labels): preloaded. */
  aboveTheFold: string[];
  type: Record<TypographyLevel, TypeLevel>;
  /** rem */
  spacing: { base: number; component: number; section: number };
  grid: { maxWidth: string; gutter: number };
  contentWidth: "full" | "centered";
  animations: boolean;
  graphics: boolean;
  showLogo: boolean;
  logo: LogoStyle;
  breakpoints: { tablet: number; desktop: number };
};

/** A validated CSS length (px, rem, em or %) in rem, with the root's 16 px. */
export function toRem(length: string): number {
  const match = /^(\d+(?:\.\d+)?)(px|rem|em|%)$/.exec(length);
  if (!match) return 1;
  const value = Number(match[1]);
  return match[2] === "px" ? value / 16 : match[2] === "%" ? value / 100 : value;
}

const USAGE = {
  hero: /\b(hero|header|banner|top|above the fold)\b/i,
  sections: /\b(sections?|body|content|page|main|default|background)\b/i,
  cta: /\b(cta|ctas|call[\s-]*to[\s-]*action|buttons?|actions?|conversion|closing)\b/i,
  headings: /\b(headings?|headlines?|titles?|display|h[1-3])\b/i,
  bodyText: /\b(body|text|paragraphs?|copy|content)\b/i,
};

const byUsage = <T extends { usage: string[] }>(items: T[], pattern: RegExp): T | undefined =>
  items.find((item) => item.usage.some((tag) => pattern.test(tag)));

function rolesOf(palette: ColorPalette): PaletteRoles {
  const readable = (color: string) => ensureContrast(ensureContrast(color, palette.background), palette.surface);
  return {
    background: palette.background.toLowerCase(),
    surface: palette.surface.toLowerCase(),
    text: readable(palette.text),
    muted: readable(palette.muted),
    border: palette.border.toLowerCase(),
    accentText: readable(palette.accent),
    button: ensureContrast(palette.accent, palette.accent_contrast, AA_TEXT),
    onButton: palette.accent_contrast.toLowerCase(),
    focus: palette.focus.toLowerCase(),
  };
}

function fontFace(spec: FontSpec, weights: number[]): FontFace {
  const font = findFont(spec.family) ?? findFont(DEFAULT_FONT_FAMILY)!;
  const fallbacks = spec.fallbacks.length > 0 ? spec.fallbacks : ["system-ui", font.generic];
  const stack = [`"${font.family}"`, ...fallbacks.map((name) => (name.includes(" ") ? `"${name}"` : name))].join(",");
  return { font, stack, weights: [...new Set(weights.map((w) => nearestWeight(font, w)))].sort((a, b) => a - b) };
}

function breakpointsOf(points: Record<string, number>) {
  const named = (pattern: RegExp) => Object.entries(points).find(([name]) => pattern.test(name))?.[1];
  const tablet = named(/tablet/i) ?? DEFAULT_BREAKPOINTS.tablet;
  const desktop = named(/^desktop$/i) ?? named(/desktop|laptop/i) ?? DEFAULT_BREAKPOINTS.desktop;
  const safeTablet = tablet >= 480 && tablet <= 1200 ? tablet : DEFAULT_BREAKPOINTS.tablet;
  return { tablet: safeTablet, desktop: desktop > safeTablet && desktop <= 1920 ? desktop : Math.max(DEFAULT_BREAKPOINTS.desktop, safeTablet + 1) };
}

/** "24px", "1.5rem" or "2x logo height" (multiples of the logo's height), in px, bounded so a page stays usable. */
function clearSpaceOf(text: string, logoHeight: number): number {
  const length = /(\d+(?:\.\d+)?)\s*(px|rem|em)\b/i.exec(text);
  const multiple = /(\d+(?:\.\d+)?)\s*(?:x|×)/i.exec(text);
  const px = length ? Number(length[1]) * (length[2].toLowerCase() === "px" ? 1 : 16) : multiple ? Number(multiple[1]) * logoHeight : 24;
  return Math.round(Math.min(160, Math.max(8, px)));
}

export function pageStyleOf(document: FrameworkDocument): PageStyle {
  const { brandGuidelines: brand, layoutParameters: layout } = document;
  const palettes = brand.colorPalettes.length > 0 ? brand.colorPalettes : [newColorPalette("default")];
  const first = palettes[0];
  const sectionsPalette = byUsage(palettes, USAGE.sections) ?? first;
  const heroPalette = byUsage(palettes, USAGE.hero) ?? sectionsPalette;
  const ctaPalette = byUsage(palettes, USAGE.cta) ?? sectionsPalette;

  const combinations: FontCombination[] = brand.typography.fontCombinations.length > 0 ? brand.typography.fontCombinations : [newFontCombination("default")];
  const headingSpec = (byUsage(combinations, USAGE.headings) ?? combinations[0]).primary;
  const bodySpec = (byUsage(combinations, USAGE.bodyText) ?? combinations[0]).secondary;
  const t = layout.typography;
  const heading = fontFace(headingSpec, [t.h1.weight, t.h2.weight, t.h3.weight]);
  const body = fontFace(bodySpec, [t.body.weight, t.caption.weight, t.button.weight]);
  const faceFor = (level: TypographyLevel) => (level === "h1" || level === "h2" || level === "h3" ? heading : body);
  const type = Object.fromEntries(
    TYPOGRAPHY_LEVELS.map((level) => [
      level,
      { size: toRem(t[level].size), lineHeight: t[level].lineHeight, weight: nearestWeight(faceFor(level).font, t[level].weight) },
    ]),
  ) as Record<TypographyLevel, TypeLevel>;

  const logoRules = brand.logoGuidelines;
  const width = Math.min(logoRules.sizing.maxWidth, Math.max(logoRules.sizing.minWidth, logoRules.sizing.recommendedWidth), 320);
  const height = Math.round(Math.min(80, Math.max(24, width / 3.5)));
  const placement = logoRules.placement.toLowerCase();

  return {
    palettes: { hero: rolesOf(heroPalette), sections: rolesOf(sectionsPalette), cta: rolesOf(ctaPalette) },
    heroHasOwnPalette: heroPalette !== sectionsPalette,
    fonts: { heading, body },
    aboveTheFold: [...new Set([fontFileUrl(heading.font, type.h1.weight), fontFileUrl(body.font, type.body.weight), fontFileUrl(body.font, type.button.weight)])],
    type,
    spacing: { base: toRem(layout.spacing.base), component: toRem(layout.spacing.component), section: toRem(layout.spacing.section) },
    grid: { maxWidth: layout.grid.maxWidth, gutter: toRem(layout.grid.gutter) },
    contentWidth: layout.contentWidth,
    animations: layout.enableAnimations,
    graphics: layout.includeGraphics,
    showLogo: layout.includeLogo,
    logo: {
      width,
      height,
      align: /cent(er|re)/.test(placement) ? "center" : /right/.test(placement) ? "end" : "start",
      clearSpace: clearSpaceOf(logoRules.clearSpace, height),
    },
    breakpoints: breakpointsOf(layout.responsiveBreakpoints),
  };
}

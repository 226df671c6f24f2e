import { createRequire } from "node:module";
import path from "node:path";
import { FONT_PACKAGES, nearestFontWeight } from "@/shared/font-packages";

export { FONT_PACKAGES } from "@/shared/font-packages";

export const DEFAULT_FONT_FAMILY = "Inter";
/** Public path under which font files are served, on the app host and on the microsite host alike. */
export const FONT_ROUTE_PREFIX = "/_fonts";

export type FontChoice = { family: string; pkg: string; weights: number[]; generic: "sans-serif" | "serif" };

/** A supported family by (case-insensitive) name, or null: unknown names fall back to the default family. */
export function findFont(family: unknown): FontChoice | null {
  if (typeof family !== "string") return null;
  const entry = FONT_PACKAGES[family.trim().toLowerCase()];
  return entry ? { family: family.trim(), ...entry } : null;
}

/** The nearest weight the family ships, so `font-weight: 650` requests still get a real file. */
export const nearestWeight = (font: FontChoice, weight: number): number => nearestFontWeight(font.weights, weight);

export function fontFileUrl(font: FontChoice, weight: number): string {
  return `${FONT_ROUTE_PREFIX}/${font.pkg}/${weight}.woff2`;
}

const require = createRequire(import.meta.url);
const KNOWN_PACKAGES = new Set(Object.values(FONT_PACKAGES).map((f) => f.pkg));

/** Absolute path of a served font file, or null for anything that is not one of ours (no path tricks). */
export function resolveFontFile(pkg: string, weightText: string): string | null {
  if (!KNOWN_PACKAGES.has(pkg) || !/^[1-9]00$/.test(weightText)) return null;
  const weight = Number(weightText);
  const font = Object.values(FONT_PACKAGES).find((f) => f.pkg === pkg);
  if (!font || !font.weights.includes(weight)) return null;
  const packageJson = require.resolve(`@fontsource/${pkg}/package.json`);
  return path.join(path.dirname(packageJson), "files", `${pkg}-latin-${weight}-normal.woff2`);
}

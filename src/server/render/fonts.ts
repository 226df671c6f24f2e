import { createRequire } from "node:module";
import path from "node:path";

/**
 * The font families a framework may choose (spec 5), each self-hosted from its @fontsource package.
 * Only the latin subset is served: it covers the languages our copy is written in and keeps files small.
 * The weights are the files each package ships, so any weight a framework picks maps to a real file.
 */
export const FONT_PACKAGES: Record<string, { pkg: string; weights: number[]; generic: "sans-serif" | "serif" }> = {
  inter: { pkg: "inter", weights: [100, 200, 300, 400, 500, 600, 700, 800, 900], generic: "sans-serif" },
  roboto: { pkg: "roboto", weights: [100, 200, 300, 400, 500, 600, 700, 800, 900], generic: "sans-serif" },
  "open sans": { pkg: "open-sans", weights: [300, 400, 500, 600, 700, 800], generic: "sans-serif" },
  lato: { pkg: "lato", weights: [100, 300, 400, 700, 900], generic: "sans-serif" },
  poppins: { pkg: "poppins", weights: [100, 200, 300, 400, 500, 600, 700, 800, 900], generic: "sans-serif" },
  montserrat: { pkg: "montserrat", weights: [100, 200, 300, 400, 500, 600, 700, 800, 900], generic: "sans-serif" },
  "source sans pro": { pkg: "source-sans-pro", weights: [200, 300, 400, 600, 700, 900], generic: "sans-serif" },
  raleway: { pkg: "raleway", weights: [100, 200, 300, 400, 500, 600, 700, 800, 900], generic: "sans-serif" },
  "pt sans": { pkg: "pt-sans", weights: [400, 700], generic: "sans-serif" },
  lora: { pkg: "lora", weights: [400, 500, 600, 700], generic: "serif" },
  merriweather: { pkg: "merriweather", weights: [300, 400, 500, 600, 700, 800, 900], generic: "serif" },
  "playfair display": { pkg: "playfair-display", weights: [400, 500, 600, 700, 800, 900], generic: "serif" },
  oswald: { pkg: "oswald", weights: [200, 300, 400, 500, 600, 700], generic: "sans-serif" },
  nunito: { pkg: "nunito", weights: [200, 300, 400, 500, 600, 700, 800, 900], generic: "sans-serif" },
  ubuntu: { pkg: "ubuntu", weights: [300, 400, 500, 700], generic: "sans-serif" },
  // The spec's list says "Mukti"; the family published on @fontsource is Mukta.
  mukti: { pkg: "mukta", weights: [200, 300, 400, 500, 600, 700, 800], generic: "sans-serif" },
  mukta: { pkg: "mukta", weights: [200, 300, 400, 500, 600, 700, 800], generic: "sans-serif" },
  "fira sans": { pkg: "fira-sans", weights: [100, 200, 300, 400, 500, 600, 700, 800, 900], generic: "sans-serif" },
  "work sans": { pkg: "work-sans", weights: [100, 200, 300, 400, 500, 600, 700, 800, 900], generic: "sans-serif" },
  "crimson text": { pkg: "crimson-text", weights: [400, 600, 700], generic: "serif" },
  "libre baskerville": { pkg: "libre-baskerville", weights: [400, 500, 600, 700], generic: "serif" },
};

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
export function nearestWeight(font: FontChoice, weight: number): number {
  return font.weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), font.weights[0]);
}

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

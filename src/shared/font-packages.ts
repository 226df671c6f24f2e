/**
 * The font families a framework may choose (spec 5), each self-hosted from its @fontsource package: the server
 * serves their files under /_fonts, microsites and the app's font previews load them from there.
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


/** A supported family's package by (case-insensitive) name, or null. */
export const fontPackageOf = (family: string) => FONT_PACKAGES[family.trim().toLowerCase()] ?? null;

/** The nearest weight a family ships, so `font-weight: 650` requests still get a real file. */
export const nearestFontWeight = (weights: readonly number[], weight: number): number =>
  weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), weights[0]);

/**
 * Colour values come from a framework (user input) and end up inside a <style> element, so only values
 * that are unmistakably colours pass; anything else falls back to a default role colour.
 */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla)\(\s*[0-9.%\s,/+-]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

export function safeColor(value: unknown, fallback: string): string {
  if (typeof value !== "string") return fallback;
  const v = value.trim();
  return HEX.test(v) || FUNCTIONAL.test(v) || NAMED.test(v) ? v : fallback;
}

function hexToRgb(hex: string): [number, number, number] | null {
  if (!HEX.test(hex)) return null;
  let h = hex.slice(1);
  if (h.length === 3 || h.length === 4) h = h.slice(0, 3).split("").map((c) => c + c).join("");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two hex colours, or null when either is not hex (then we trust the framework). */
export function contrastRatio(a: string, b: string): number | null {
  const ra = hexToRgb(a);
  const rb = hexToRgb(b);
  if (!ra || !rb) return null;
  const [hi, lo] = [luminance(ra), luminance(rb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Keeps text readable: when a palette pairs a foreground with a background below `minimum` contrast,
 * use near-black or white instead, whichever reads better on that background.
 */
export function readableOn(background: string, foreground: string, minimum = 4.5): string {
  const ratio = contrastRatio(foreground, background);
  if (ratio === null || ratio >= minimum) return foreground;
  const dark = "#0f172a";
  const light = "#ffffff";
  return (contrastRatio(dark, background) ?? 0) >= (contrastRatio(light, background) ?? 0) ? dark : light;
}

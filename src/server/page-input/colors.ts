import { wcagContrast } from "culori";

/**
 * WCAG contrast for the framework's hex colours (the framework schema admits only #rgb and #rrggbb), and the
 * smallest change that makes a pair readable: the foreground keeps its hue and moves toward black or white.
 */
type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  let h = hex.replace(/^#/, "");
  if (h.length === 3) h = h.split("").map((c) => c + c).join("");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const rgbToHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

// WCAG 2 contrast of two colours, by culori (the quality checks measure pages with the same function).
const ratioOf = (a: Rgb, b: Rgb) => wcagContrast({ mode: "rgb", r: a[0] / 255, g: a[1] / 255, b: a[2] / 255 }, { mode: "rgb", r: b[0] / 255, g: b[1] / 255, b: b[2] / 255 });

/** AA for normal-size text. */
export const AA_TEXT = 4.5;

/**
 * `color` as is when it reads on `against` at `minimum` contrast; otherwise `color` mixed toward black or white
 * (whichever side reaches the ratio with the smaller change), so a brand's colour stays recognisable.
 */
export function ensureContrast(color: string, against: string, minimum = AA_TEXT): string {
  const base = hexToRgb(color);
  const other = hexToRgb(against);
  if (ratioOf(base, other) >= minimum) return color.toLowerCase();
  const mix = (target: number, t: number): Rgb => base.map((c) => c + (target - c) * t) as Rgb;
  for (let step = 1; step <= 20; step++) {
    const t = step / 20;
    const passing = [mix(0, t), mix(255, t)].find((rgb) => ratioOf(rgb, other) >= minimum);
    if (passing) return rgbToHex(passing);
  }
  return ratioOf([0, 0, 0], other) >= ratioOf([255, 255, 255], other) ? "#000000" : "#ffffff";
}

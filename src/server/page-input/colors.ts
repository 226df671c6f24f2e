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

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const ratioOf = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** WCAG 2 contrast ratio of two hex colours (1 to 21). */
export const contrastRatio = (a: string, b: string): number => ratioOf(hexToRgb(a), hexToRgb(b));

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

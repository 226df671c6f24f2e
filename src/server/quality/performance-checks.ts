import { fail, pass, type QualityCheck } from "./check";

const STAGE = "Performance optimization" as const;
export const MAX_PAGE_BYTES = 40 * 1024;
export const MAX_FONT_FAMILIES = 2;

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const pageSizeCheck: QualityCheck = {
  id: "page-size",
  stage: STAGE,
  label: `Page at most ${MAX_PAGE_BYTES / 1024} KB`,
  run: ({ facts }) =>
    facts.bytes <= MAX_PAGE_BYTES ? pass(kilobytes(facts.bytes)) : fail(`${kilobytes(facts.bytes)}, over the ${kilobytes(MAX_PAGE_BYTES)} budget`),
};

export const fontFamiliesCheck: QualityCheck = {
  id: "font-families",
  stage: STAGE,
  label: `At most ${MAX_FONT_FAMILIES} font families`,
  run({ css }) {
    const count = css.fontFamilies.length;
    const message = `${count} web font famil${count === 1 ? "y" : "ies"}${count ? `: ${css.fontFamilies.join(", ")}` : ""}`;
    return count <= MAX_FONT_FAMILIES ? pass(message) : fail(message);
  },
};

export const PERFORMANCE_CHECKS = [pageSizeCheck, fontFamiliesCheck];

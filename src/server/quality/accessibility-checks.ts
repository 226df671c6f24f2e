import { inlineFixedWidth, MAX_FIXED_WIDTH_PX } from "./css-facts";
import { fail, listOf, pass, quoted, type QualityCheck } from "./check";

const RESPONSIVE = "Responsive design validation" as const;
const ACCESSIBILITY = "Accessibility standards" as const;

export const viewportCheck: QualityCheck = {
  id: "viewport",
  stage: RESPONSIVE,
  label: "Mobile viewport",
  run({ facts }) {
    if (facts.viewport === null) return fail("No viewport meta tag: phones would show a shrunken desktop page");
    if (!/width\s*=\s*device-width/i.test(facts.viewport)) return fail(`The viewport is “${facts.viewport}”, not width=device-width`);
    // Lighthouse and WCAG 1.4.4: visitors must be able to zoom.
    const maxScale = /maximum-scale\s*=\s*([\d.]+)/i.exec(facts.viewport);
    if (/user-scalable\s*=\s*(no|0)/i.test(facts.viewport) || (maxScale && Number(maxScale[1]) < 2)) return fail("The viewport stops visitors from zooming");
    return pass("width=device-width, zoom allowed");
  },
};

export const fixedWidthCheck: QualityCheck = {
  id: "fixed-width",
  stage: RESPONSIVE,
  label: `Nothing wider than ${MAX_FIXED_WIDTH_PX} px on phones`,
  run({ facts, css }) {
    const wide = [
      ...css.fixedWidths.map((w) => `${w.selector} (${w.width}px)`),
      ...facts.inlineStyles.flatMap((style) => {
        const width = inlineFixedWidth(style);
        return width === null ? [] : [`style="${style}" (${width}px)`];
      }),
    ];
    if (wide.length > 0) return fail(`Fixed widths: ${listOf(wide, 2)}`);
    return pass(`No width above ${MAX_FIXED_WIDTH_PX} px outside wide-screen rules`);
  },
};

export const langCheck: QualityCheck = {
  id: "lang",
  stage: ACCESSIBILITY,
  label: "Page language set",
  run: ({ facts }) => (facts.lang ? pass(`lang="${facts.lang}"`) : fail("The <html> element has no lang attribute")),
};

export const singleH1Check: QualityCheck = {
  id: "single-h1",
  stage: ACCESSIBILITY,
  label: "One main heading",
  run({ facts }) {
    const count = facts.headings.filter((h) => h.level === 1).length;
    if (count === 1) return pass("One h1");
    return fail(count === 0 ? "The page has no h1" : `The page has ${count} h1 headings`);
  },
};

export const headingOrderCheck: QualityCheck = {
  id: "heading-order",
  stage: ACCESSIBILITY,
  label: "Headings in order",
  run({ facts }) {
    const skips: string[] = [];
    let previous = 0;
    for (const heading of facts.headings) {
      if (heading.level > previous + 1) skips.push(`h${heading.level} “${heading.text}” after ${previous ? `h${previous}` : "the start"}`);
      previous = heading.level;
    }
    if (skips.length > 0) return fail(`Skipped levels: ${listOf(skips, 2)}`);
    return pass(`${facts.headings.length} headings, no level skipped`);
  },
};

export const imageAltCheck: QualityCheck = {
  id: "image-alt",
  stage: ACCESSIBILITY,
  label: "Images have alt text",
  run({ facts }) {
    const missing = facts.images.filter((i) => i.alt === null).map((i) => i.src || "(no src)");
    if (missing.length > 0) return fail(`No alt attribute: ${listOf(missing, 2)}`);
    return pass(facts.images.length === 0 ? "No images" : "Every image has an alt attribute");
  },
};

export const linkNamesCheck: QualityCheck = {
  id: "link-names",
  stage: ACCESSIBILITY,
  label: "Links have names",
  run({ facts }) {
    const unnamed = facts.links.filter((l) => !l.name).map((l) => l.href || "(no href)");
    if (unnamed.length > 0) return fail(`Links without text or label: ${listOf(quoted(unnamed), 2)}`);
    return pass(`${facts.links.length} links, all named`);
  },
};

export const ACCESSIBILITY_CHECKS = [viewportCheck, fixedWidthCheck, langCheck, singleH1Check, headingOrderCheck, imageAltCheck, linkNamesCheck];

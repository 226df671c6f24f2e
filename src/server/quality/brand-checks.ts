import { wcagContrast } from "culori";
import type { FrameworkView } from "../page-input/framework-view";
import { fail, listOf, pass, quoted, type PageUnderTest, type QualityCheck } from "./check";
import type { ContrastPair } from "./css-facts";
import { hasPhrase, wordLine } from "./words";

const STAGE = "Brand compliance check" as const;
const AA_NORMAL_TEXT = 4.5;

/**
 * The page's words less the framework's own texts (its legal disclaimer and mandatory elements): a disclaimer that
 * says "not a guarantee" is what the framework requires, not a term the page chose.
 */
function scannedText(page: PageUnderTest): { words: string; text: string } {
  const constraints = page.generation.framework.document.contentConstraints;
  let words = page.wordLine;
  let text = page.text.toLowerCase();
  for (const own of [constraints.legalCompliance.disclaimer, ...constraints.mandatoryElements]) {
    if (!own.trim()) continue;
    words = words.split(wordLine(own)).join(" ");
    text = text.split(own.trim().toLowerCase()).join(" ");
  }
  return { words, text };
}

/** A term with no letters ("#1") cannot be matched as words, so it is looked for as written. */
function termFound(scanned: { words: string; text: string }, term: string): boolean {
  if (/\p{L}/u.test(term)) return hasPhrase(scanned.words, term);
  return scanned.text.includes(term.trim().toLowerCase());
}

export const prohibitedTermsCheck: QualityCheck = {
  id: "prohibited-terms",
  stage: STAGE,
  label: "No prohibited terms",
  policy: "default",
  run(page) {
    const terms = page.generation.framework.document.contentConstraints.prohibitedTerms;
    if (terms.length === 0) return pass("The framework prohibits no terms");
    const scanned = scannedText(page);
    const found = terms.filter((term) => termFound(scanned, term));
    if (found.length > 0) return fail(`The page uses ${listOf(quoted(found))}`);
    return pass(`None of the ${terms.length} prohibited terms appears`);
  },
};

const hasLink = (page: PageUnderTest, pattern: RegExp) => page.facts.links.some((l) => pattern.test(l.name) || pattern.test(l.href));

/**
 * Mandatory elements are free text. The usual ones are recognised by what they are on a page (a logo image, a
 * privacy link, contact links, the disclaimer); any element is also present when its words appear on the page.
 */
function elementPresent(page: PageUnderTest, element: string): boolean {
  if (hasPhrase(page.wordLine, element)) return true;
  const disclaimer = page.generation.framework.document.contentConstraints.legalCompliance.disclaimer;
  if (/logo/i.test(element)) return page.facts.images.some((i) => /logo/i.test(i.alt ?? ""));
  if (/privacy/i.test(element)) return hasLink(page, /privacy/i);
  if (/unsubscribe|opt[\s-]?out/i.test(element)) return hasLink(page, /unsubscribe|opt[\s-]?out/i);
  if (/contact|phone|e-?mail/i.test(element)) return page.facts.links.some((l) => /^(mailto|tel):/i.test(l.href));
  if (/disclaimer|legal/i.test(element)) return disclaimer.trim() !== "" && hasPhrase(page.wordLine, disclaimer);
  return false;
}

export const mandatoryElementsCheck: QualityCheck = {
  id: "mandatory-elements",
  stage: STAGE,
  label: "Mandatory elements present",
  run(page) {
    const elements = page.generation.framework.document.contentConstraints.mandatoryElements;
    if (elements.length === 0) return pass("The framework names no mandatory elements");
    const missing = elements.filter((element) => !elementPresent(page, element));
    if (missing.length > 0) return fail(`Missing ${listOf(quoted(missing))}`);
    return pass(`All ${elements.length} mandatory elements are on the page`);
  },
};

export const disclaimerCheck: QualityCheck = {
  id: "disclaimer",
  stage: STAGE,
  label: "Legal disclaimer present",
  run(page) {
    const disclaimer = page.generation.framework.document.contentConstraints.legalCompliance.disclaimer.trim();
    if (!disclaimer) return pass("The framework has no legal disclaimer");
    return hasPhrase(page.wordLine, disclaimer) ? pass("The disclaimer appears in full") : fail("The framework's legal disclaimer is not on the page");
  },
};

const paletteCache = new WeakMap<object, ContrastPair[]>();

/** The palette roles the page draws text with, on the backgrounds the renderer draws them on, per page area. */
function palettePairs(framework: FrameworkView): ContrastPair[] {
  const hit = paletteCache.get(framework.style);
  if (hit) return hit;
  const pairs: ContrastPair[] = [];
  for (const [area, roles] of Object.entries(framework.style.palettes)) {
    const pair = (role: string, foreground: string, on: string, background: string) =>
      pairs.push({ selector: `${area} ${role} on ${on}`, foreground, background, ratio: wcagContrast(foreground, background) });
    for (const [role, color] of [["text", roles.text], ["muted", roles.muted], ["accent", roles.accentText]] as const) {
      pair(role, color, "background", roles.background);
      pair(role, color, "surface", roles.surface);
    }
    pair("button text", roles.onButton, "button", roles.button);
  }
  paletteCache.set(framework.style, pairs);
  return pairs;
}

export const contrastCheck: QualityCheck = {
  id: "contrast",
  stage: STAGE,
  label: "Text contrast meets WCAG AA",
  run(page) {
    const pairs = [...palettePairs(page.generation.framework), ...page.css.contrastPairs];
    const low = pairs.filter((p) => p.ratio < AA_NORMAL_TEXT);
    if (low.length > 0) {
      const described = low.map((p) => `${p.foreground} on ${p.background} (${p.ratio.toFixed(2)}:1 in ${p.selector})`);
      return fail(`Below ${AA_NORMAL_TEXT}:1: ${listOf(described, 2)}`);
    }
    const lowest = Math.min(...pairs.map((p) => p.ratio));
    return pass(`${pairs.length} colour pairs, lowest ${lowest.toFixed(2)}:1`);
  },
};

export const imagesResolveCheck: QualityCheck = {
  id: "images-resolve",
  stage: STAGE,
  label: "Logo and images load",
  run(page) {
    if (page.missingImages.length > 0) return fail(`Not found in storage: ${listOf(page.missingImages, 2)}`);
    const count = page.facts.images.length;
    return pass(count === 0 ? "The page shows no images" : `${count} image${count === 1 ? "" : "s"}, all found`);
  },
};

export const BRAND_CHECKS = [prohibitedTermsCheck, mandatoryElementsCheck, disclaimerCheck, contrastCheck, imagesResolveCheck];

import { parse, wcagContrast } from "culori";

/**
 * What the checks need of a page's stylesheet: colour pairs, fixed widths and font families. A page's CSS depends
 * only on its framework, so a launch reads each distinct stylesheet once (CSS_CACHE_SIZE most recent).
 */
export type ContrastPair = { selector: string; foreground: string; background: string; ratio: number };
export type CssFacts = {
  contrastPairs: ContrastPair[];
  /** Rules that set a width or min-width above MAX_FIXED_WIDTH_PX on every screen size. */
  fixedWidths: Array<{ selector: string; width: number }>;
  fontFamilies: string[];
};

export const MAX_FIXED_WIDTH_PX = 360;
const CSS_CACHE_SIZE = 32;
const ROOT_SELECTOR = /^(:root|html|body)$/;
const VAR = /var\(\s*(--[\w-]+)\s*(?:,\s*([^)]+))?\)/g;

type Rule = { selector: string; declarations: Map<string, string>; media: string[] };

function declarationsOf(body: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of body.split(";")) {
    const colon = part.indexOf(":");
    if (colon === -1) continue;
    declarations.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).replace(/!important/i, "").trim());
  }
  return declarations;
}

/** Rules with their enclosing @media/@supports preludes; @font-face and similar blocks are rules too. */
function readRules(source: string): Rule[] {
  const css = source.replace(/\/\*[\s\S]*?\*\//g, "");
  const rules: Rule[] = [];
  const groups: string[] = [];
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (ch === "}") {
      groups.pop();
      start = i + 1;
    } else if (ch === "{") {
      const prelude = css.slice(start, i).trim();
      if (/^@(media|supports|layer|container)\b/i.test(prelude)) {
        groups.push(prelude);
        start = i + 1;
        continue;
      }
      const end = css.indexOf("}", i);
      const stop = end === -1 ? css.length : end;
      rules.push({ selector: prelude, declarations: declarationsOf(css.slice(i + 1, stop)), media: [...groups] });
      i = stop;
      start = stop + 1;
    }
  }
  return rules;
}

function resolve(value: string, local: Map<string, string>, global: Map<string, string>, depth = 0): string {
  if (depth > 5 || !value.includes("var(")) return value;
  return resolve(
    value.replace(VAR, (_, name: string, fallback?: string) => local.get(name) ?? global.get(name) ?? fallback ?? ""),
    local,
    global,
    depth + 1,
  );
}

const pixels = (value: string): number | null => {
  const match = /^(\d+(?:\.\d+)?)(px|rem|em)$/.exec(value.trim());
  if (!match) return null;
  return match[2] === "px" ? Number(match[1]) : Number(match[1]) * 16;
};

// A rule inside a min-width (or print) query never applies to a narrow screen.
const onlyWideOrPrint = (media: string[]) => media.some((m) => /min-width|print/i.test(m));

function analyse(css: string): CssFacts {
  const rules = readRules(css);
  const global = new Map<string, string>();
  for (const rule of rules) {
    if (rule.media.length > 0 || !ROOT_SELECTOR.test(rule.selector)) continue;
    for (const [name, value] of rule.declarations) if (name.startsWith("--")) global.set(name, value);
  }
  const facts: CssFacts = { contrastPairs: [], fixedWidths: [], fontFamilies: [] };
  const families = new Map<string, string>();
  for (const rule of rules) {
    const get = (name: string) => {
      const value = rule.declarations.get(name);
      return value === undefined ? undefined : resolve(value, rule.declarations, global).trim();
    };
    if (/^@font-face$/i.test(rule.selector)) {
      const family = get("font-family")?.replace(/^["']|["']$/g, "");
      if (family && !families.has(family.toLowerCase())) families.set(family.toLowerCase(), family);
      continue;
    }
    const color = get("color");
    const background = get("background-color") ?? get("background");
    if (color && background && parse(color) && parse(background)) {
      facts.contrastPairs.push({ selector: rule.selector, foreground: color, background, ratio: wcagContrast(color, background) });
    }
    if (onlyWideOrPrint(rule.media)) continue;
    for (const property of ["width", "min-width"]) {
      const width = pixels(get(property) ?? "");
      if (width !== null && width > MAX_FIXED_WIDTH_PX) facts.fixedWidths.push({ selector: rule.selector, width });
    }
  }
  facts.fontFamilies = [...families.values()];
  return facts;
}

const cache = new Map<string, CssFacts>();

export function readCssFacts(css: string): CssFacts {
  const hit = cache.get(css);
  if (hit) return hit;
  const facts = analyse(css);
  if (cache.size >= CSS_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(css, facts);
  return facts;
}

/** A width or min-width above the limit in one inline style attribute, or null. */
export function inlineFixedWidth(style: string): number | null {
  const declarations = declarationsOf(style);
  const widths = ["width", "min-width"].map((p) => pixels(declarations.get(p) ?? "")).filter((w): w is number => w !== null);
  const widest = Math.max(0, ...widths);
  return widest > MAX_FIXED_WIDTH_PX ? widest : null;
}

/**
 * What the quality checks need of a page, read in one pass over its HTML. A DOM (happy-dom) costs milliseconds a
 * page; a launch publishes 300+ pages a second, so this reads our renderer's well-formed markup with one tokenizer
 * instead (about 0.1 ms for a 10 KB page). It is not a general HTML parser: no implied tags, no error recovery.
 */
export type PageImage = { src: string; alt: string | null };
export type PageLink = { href: string; name: string };
export type PageHeading = { level: number; text: string };

export type PageFacts = {
  bytes: number;
  lang: string;
  title: string;
  viewport: string | null;
  /** Text of the body, in document order, one entry per text node (entities decoded). */
  texts: string[];
  headings: PageHeading[];
  images: PageImage[];
  links: PageLink[];
  /** The text of every <style> element. */
  css: string;
  /** Every inline style="" attribute. */
  inlineStyles: string[];
};

// React escapes ">" inside attribute values, so a tag ends at the first ">".
const TOKEN = /<(?:!--[\s\S]*?--|(\/?)([a-zA-Z][\w:-]*)([^>]*))>/g;
const ATTRIBUTE = /([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const HEADING = /^h([1-6])$/;
// Only these tags' attributes matter (and any tag's style=""); skipping the rest halves the cost of a page.
const ATTRIBUTES_READ = new Set(["html", "meta", "img", "a"]);

export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return NAMED[lower] ?? whole;
  });
}

function readAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

export function readPageFacts(html: string): PageFacts {
  const facts: PageFacts = { bytes: Buffer.byteLength(html), lang: "", title: "", viewport: null, texts: [], headings: [], images: [], links: [], css: "", inlineStyles: [] };
  const css: string[] = [];
  let inBody = false;
  let inTitle = false;
  let link: { href: string; label: string; parts: string[] } | null = null;
  let heading: { level: number; parts: string[] } | null = null;
  let cursor = 0;

  const addText = (raw: string) => {
    if (!raw.trim()) return;
    const text = decodeEntities(raw);
    if (inTitle) facts.title += text;
    if (!inBody) return;
    facts.texts.push(text);
    link?.parts.push(text);
    heading?.parts.push(text);
  };

  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    addText(html.slice(cursor, match.index));
    cursor = TOKEN.lastIndex;
    const name = match[2]?.toLowerCase();
    if (!name) continue;
    const closing = match[1] === "/";
    const attributeSource = match[3];
    if (closing) {
      if (name === "a" && link) {
        facts.links.push({ href: link.href, name: squash(link.label || link.parts.join(" ")) });
        link = null;
      } else if (heading && name === `h${heading.level}`) {
        facts.headings.push({ level: heading.level, text: squash(heading.parts.join(" ")) });
        heading = null;
      } else if (name === "title") inTitle = false;
      else if (name === "body") inBody = false;
      continue;
    }
    if (name === "style" || name === "script") {
      const end = html.indexOf(`</${name}`, cursor);
      const stop = end === -1 ? html.length : end;
      if (name === "style") css.push(html.slice(cursor, stop));
      TOKEN.lastIndex = cursor = stop;
      continue;
    }
    const attributes = ATTRIBUTES_READ.has(name) || attributeSource.includes("style=") ? readAttributes(attributeSource) : {};
    if (attributes.style) facts.inlineStyles.push(attributes.style);
    const level = HEADING.exec(name);
    if (name === "html") facts.lang = (attributes.lang ?? "").trim();
    else if (name === "body") inBody = true;
    else if (name === "title") inTitle = true;
    else if (name === "meta" && attributes.name?.toLowerCase() === "viewport") facts.viewport = attributes.content ?? "";
    else if (name === "img") {
      const image = { src: attributes.src ?? "", alt: "alt" in attributes ? attributes.alt : null };
      facts.images.push(image);
      if (link && image.alt) link.parts.push(image.alt);
    } else if (name === "a" && "href" in attributes) link = { href: attributes.href, label: attributes["aria-label"] ?? attributes.title ?? "", parts: [] };
    else if (level) heading = { level: Number(level[1]), parts: [] };
  }
  addText(html.slice(cursor));
  facts.title = squash(facts.title);
  facts.css = css.join("\n");
  return facts;
}

/** The body's text as one string (text nodes joined by a space). */
export const visibleText = (facts: PageFacts) => facts.texts.join(" ");

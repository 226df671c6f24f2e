// Reading a published page as its receiver does: its visible text, its sentences, the resources it loads.
import { Window } from "happy-dom";

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
});

export type ParsedPage = ReturnType<typeof parsePage>;
type DomNode = { nodeType: number; nodeName: string; textContent: string | null; childNodes: ArrayLike<DomNode> };

const INVISIBLE = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "HEAD"]);
const INLINE = new Set(["A", "B", "STRONG", "EM", "I", "SPAN", "SMALL", "ABBR", "CODE", "SUP", "SUB", "MARK", "TIME", "Q", "CITE", "DATA", "LABEL"]);

/** Text a reader sees, with block elements on their own lines (so "Hi" + "One." never read as "HiOne."). */
function visibleText(node: DomNode): string {
  if (node.nodeType === 3) return node.textContent ?? "";
  if (node.nodeType !== 1 && node.nodeType !== 9) return "";
  if (INVISIBLE.has(node.nodeName)) return "";
  const inner = Array.from(node.childNodes, visibleText).join("");
  return INLINE.has(node.nodeName) ? inner : `\n${inner}\n`;
}

const tidy = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");

export function parsePage(html: string) {
  const doc = new window.DOMParser().parseFromString(html, "text/html");
  const main = doc.querySelector("main");
  return {
    doc,
    text: tidy(visibleText(doc.body as unknown as DomNode)),
    mainText: main ? tidy(visibleText(main as unknown as DomNode)) : "",
  };
}

/** Every URL the page loads or links to on its own host: images, stylesheets, preloads, icons, CSS url()s, links. */
export function ownHostUrls(page: ParsedPage, html: string, pageUrl: string): string[] {
  const base = new URL(pageUrl);
  const found = new Set<string>();
  const add = (raw: string | null) => {
    if (!raw || raw.startsWith("#") || /^(mailto|tel|data|javascript):/i.test(raw)) return;
    const url = new URL(raw, base);
    if (url.host === base.host) found.add(url.toString().replace(/#.*$/, ""));
  };
  for (const el of page.doc.querySelectorAll("img[src], script[src], source[src]")) add(el.getAttribute("src"));
  for (const el of page.doc.querySelectorAll("link[href], a[href]")) add(el.getAttribute("href"));
  for (const el of page.doc.querySelectorAll("img[srcset]")) for (const part of (el.getAttribute("srcset") ?? "").split(",")) add(part.trim().split(/\s+/)[0]);
  for (const match of html.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) add(match[1]);
  return [...found];
}

const normalize = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/[^a-z0-9'%$.]+/g, " ").replace(/\s+/g, " ").trim();
const words = (text: string) => normalize(text).replace(/\./g, " ").split(" ").filter(Boolean);

/** The first run of `size` words of `note` that appears in `text` (a quoted private note), or null. */
export function quotedRun(text: string, note: string, size = 6): string | null {
  const noteWords = words(note);
  const haystack = ` ${words(text).join(" ")} `;
  for (let i = 0; i + size <= noteWords.length; i++) {
    const run = noteWords.slice(i, i + size).join(" ");
    if (haystack.includes(` ${run} `)) return run;
  }
  return noteWords.length > 0 && noteWords.length < size && haystack.includes(` ${noteWords.join(" ")} `) ? noteWords.join(" ") : null;
}

/** Whole-word, case-insensitive occurrences of any term. */
export function termsFound(text: string, terms: string[]): string[] {
  return terms.filter((term) => new RegExp(`(?<![\\w-])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`, "i").test(text));
}

const trigrams = (text: string) => {
  const w = words(text);
  const set = new Set<string>();
  for (let i = 0; i + 3 <= w.length; i++) set.add(w.slice(i, i + 3).join(" "));
  return set;
};

export function jaccard(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  const union = x.size + y.size - shared;
  return union === 0 ? 0 : shared / union;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function pairwise<T>(items: T[], f: (a: T, b: T) => number): number[] {
  const out: number[] = [];
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) out.push(f(items[i], items[j]));
  return out;
}

export const sentences = (text: string) =>
  text
    .split(/\n|(?<=[.!?])\s+(?=[A-Z0-9"“])/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 4);

/** Sentences found on every one of the pages, leaving out those `isSenderText` says come from the sender's own data. */
export function sentencesSharedByAll(pageTexts: string[], isSenderText: (sentence: string) => boolean): string[] {
  const [first, ...rest] = pageTexts.map((t) => new Set(sentences(t).map(normalize)));
  if (!first) return [];
  return [...first].filter((s) => rest.every((set) => set.has(s)) && !isSenderText(s));
}

export const normalizedIncludes = (haystack: string, needle: string) => normalize(haystack).includes(normalize(needle));

export async function closeParser() {
  await window.happyDOM.close();
}

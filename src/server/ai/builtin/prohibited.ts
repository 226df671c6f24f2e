import type { MicrositeBlock, MicrositeContent } from "@/shared/schemas/microsite-content";
import { joinSentences, splitSentences } from "./grammar";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Compiling a \p{L} pattern costs ~0.6 ms, and every page of a launch asks for the same framework's matcher.
const matchers = new Map<string, RegExp>();
const MAX_MATCHERS = 256;

/** A matcher for the framework's prohibited terms, on whole words and case-insensitive; null when there are none. */
export function prohibitedMatcher(terms: readonly string[]): RegExp | null {
  const cleaned = terms.map((t) => t.trim()).filter(Boolean);
  if (cleaned.length === 0) return null;
  const source = `(?<![\\p{L}\\p{N}])(?:${cleaned.map(escape).join("|")})(?![\\p{L}\\p{N}])`;
  let matcher = matchers.get(source);
  if (!matcher) {
    if (matchers.size >= MAX_MATCHERS) matchers.clear();
    matcher = new RegExp(source, "iu");
    matchers.set(source, matcher);
  }
  return matcher;
}

/**
 * Text without prohibited terms: sentences naming one are dropped; when nothing is left, the first clean fallback
 * is used, and as a last resort the term is cut out of the text.
 */
export function scrub(text: string, matcher: RegExp | null, fallbacks: readonly string[] = []): string {
  if (!matcher || !matcher.test(text)) return text;
  const kept = joinSentences(...splitSentences(text).filter((sentence) => !matcher.test(sentence)));
  if (kept) return kept;
  const fallback = fallbacks.find((f) => f.trim() && !matcher.test(f));
  if (fallback) return fallback;
  const global = new RegExp(matcher.source, "giu");
  return text.replace(global, "").replace(/\s{2,}/g, " ").replace(/\s+([.,;:!?])/g, "$1").trim();
}

/** Every text field of a page's content through `scrub`: what a model wrote is held to the same rule. */
export function withoutProhibitedTerms(content: MicrositeContent, terms: readonly string[]): MicrositeContent {
  const matcher = prohibitedMatcher(terms);
  if (!matcher) return content;
  const clean = (text: string) => scrub(text, matcher);
  const list = (texts: string[]) => texts.map(clean).filter(Boolean);
  return {
    ...content,
    headline: clean(content.headline),
    subheadline: clean(content.subheadline),
    intro: clean(content.intro),
    ctaLabel: clean(content.ctaLabel),
    closing: { heading: clean(content.closing.heading), body: clean(content.closing.body) },
    blocks: content.blocks.map((block): MicrositeBlock => {
      const heading = clean(block.heading);
      switch (block.kind) {
        case "problem":
          return { ...block, heading, paragraphs: list(block.paragraphs), points: list(block.points) };
        case "outcomes":
          return { ...block, heading, intro: clean(block.intro), stats: block.stats.map((s) => ({ ...s, label: clean(s.label) })).filter((s) => s.label), points: list(block.points) };
        case "steps":
          return { ...block, heading, steps: block.steps.map((s) => ({ title: clean(s.title), body: clean(s.body) })) };
        case "offer":
          return { ...block, heading, body: clean(block.body) };
        case "text":
          return { ...block, heading, paragraphs: list(block.paragraphs) };
        default:
          return { ...block, heading };
      }
    }),
  };
}

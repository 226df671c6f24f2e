import type { GenerationInput } from "@/server/page-input/generation-input";

/** A word as the readability gate reads it: letters, with inner apostrophes and hyphens ("month-end", "you're"). */
export const WORD = /\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*/gu;

const wordsIn = (texts: Array<string | null | undefined>) => {
  const words = new Set<string>();
  for (const text of texts) for (const [word] of (text ?? "").matchAll(WORD)) words.add(word.toLowerCase());
  return words;
};

const partCache = new WeakMap<object, Set<string>>();

/** The words of one part of the sender's data, read once per object: the pages of a launch share these objects. */
function partWords<T extends object>(part: T | null, texts: (part: T) => Array<string | null | undefined>): Set<string> | null {
  if (!part) return null;
  let words = partCache.get(part);
  if (!words) {
    words = wordsIn(texts(part));
    partCache.set(part, words);
  }
  return words;
}

/** The sender's side, the same on every page of a launch: brand, offerings, rep, campaign and framework. */
function senderWords(input: GenerationInput): Set<string>[] {
  const parts = [
    partWords(input.brand, (b) => [
      b.companyName, b.tagline, b.mission, b.values, b.industry, b.idealCustomer,
      ...b.proofPoints.flatMap((p) => [p.customer, p.industry, p.outcome, p.quote, p.author, p.authorTitle]),
      ...b.faqs.map((f) => f.question),
    ]),
    partWords(input.offerings, (offerings) => offerings.flatMap((o) => [o.name, o.type, o.description, ...o.outcomes])),
    partWords(input.rep, (r) => [r.name, r.title]),
    partWords(input.campaign, (c) => [c.name, c.description, c.ctaType]),
    partWords(input.framework, (f) => [
      f.name, f.document.contentConstraints.legalCompliance.disclaimer, ...f.document.contentConstraints.mandatoryElements,
      ...f.plan.flatMap((p) => [p.sectionName, p.sectionDescription]),
    ]),
  ];
  return parts.filter((p): p is Set<string> => p !== null);
}

/**
 * Words a page may use that no dictionary has: the names and terms of the sender's own data (company, offerings,
 * stories, rep, campaign, framework) and of the contact (name, company, title, industry, the note's product names).
 */
export function pageVocabulary(input: GenerationInput): (word: string) => boolean {
  const sender = senderWords(input);
  const { firstName, lastName, company, title, industry, domain, context } = input.contact;
  const contact = wordsIn([firstName, lastName, company, title, industry, domain, context]);
  return (word) => {
    const lower = word.toLowerCase();
    return contact.has(lower) || sender.some((words) => words.has(lower));
  };
}

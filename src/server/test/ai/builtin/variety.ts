import { splitSentences } from "@/server/ai/builtin/grammar";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import type { GenerationInput } from "@/server/page-input/generation-input";

/**
 * The text a prospect reads on a page written from `content`, as sentences: the writer's copy, the sender's stories
 * and FAQ the renderer draws by id, and the offering's own text. The variety figures and the bench measure this.
 */
export function pageSentences(content: MicrositeContent, input: Pick<GenerationInput, "brand" | "offerings">): { copy: string[]; senderData: string[]; offer: string[] } {
  const copy: string[] = [content.headline, content.subheadline, content.intro];
  const senderData: string[] = [];
  const offer: string[] = [];
  const stories = new Map(input.brand?.proofPoints.map((p) => [p.id, p]) ?? []);
  const faqs = new Map(input.brand?.faqs.map((f) => [f.id, f]) ?? []);
  for (const block of content.blocks) {
    copy.push(block.heading);
    if (block.kind === "problem") copy.push(...block.paragraphs, ...block.points);
    if (block.kind === "text") copy.push(...block.paragraphs);
    // A stat is one of the sender's customer stories (its figure and customer): the sender's data, not the writer's.
    if (block.kind === "outcomes") {
      copy.push(block.intro, ...block.points);
      senderData.push(...block.stats.map((s) => `${s.value} ${s.label}`));
    }
    if (block.kind === "steps") copy.push(...block.steps.flatMap((s) => [s.title, s.body]));
    if (block.kind === "proof") for (const id of block.storyIds) senderData.push(...[stories.get(id)?.outcome, stories.get(id)?.quote].filter((t): t is string => Boolean(t)));
    if (block.kind === "faq") for (const id of block.faqIds) senderData.push(...[faqs.get(id)?.question, faqs.get(id)?.answer].filter((t): t is string => Boolean(t)));
    if (block.kind === "offer") {
      copy.push(block.body);
      const offering = input.offerings.find((o) => o.id === block.offeringId);
      if (offering) offer.push(offering.name, offering.description);
    }
  }
  copy.push(content.closing.heading, content.closing.body);
  const split = (texts: string[]) => texts.flatMap(splitSentences);
  return { copy: split(copy), senderData: split(senderData), offer: split(offer) };
}

const trigrams = (text: string) => {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const grams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) grams.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return grams;
};

/** Word-3-gram Jaccard similarity of two texts (0 = nothing shared, 1 = the same). */
export function trigramJaccard(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const g of x) if (y.has(g)) shared += 1;
  const union = x.size + y.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** The median pairwise Jaccard over a set of page bodies. */
export function medianPairwiseJaccard(bodies: readonly string[]): number {
  const values: number[] = [];
  for (let i = 0; i < bodies.length; i++) for (let j = i + 1; j < bodies.length; j++) values.push(trigramJaccard(bodies[i], bodies[j]));
  values.sort((p, q) => p - q);
  const mid = Math.floor(values.length / 2);
  return values.length === 0 ? 0 : values.length % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

/** Sentences that appear on every one of the pages. */
export function sentencesOnEveryPage(pages: ReadonlyArray<readonly string[]>): string[] {
  if (pages.length === 0) return [];
  const [first, ...rest] = pages.map((p) => new Set(p));
  return [...first].filter((s) => rest.every((page) => page.has(s)));
}

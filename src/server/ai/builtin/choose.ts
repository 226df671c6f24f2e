import type { FaqView, OfferingView, ProofPointView } from "@/server/page-input/generation-input";
import { matchIndustryGroup, normalizeWords, type IndustryGroup } from "./industries";
import type { RoleProfile } from "./roles";

const wordsOf = (text: string) => new Set(normalizeWords(text).trim().split(" ").filter((w) => w.length > 2));

/**
 * The offering a page features: the campaign's pinned one when it exists, else the best fit — most words of the
 * prospect's industry (its synonyms), then of the role, in the offering's own text. Never random: the same contact
 * always gets the same offering.
 */
export function chooseOffering(offerings: readonly OfferingView[], pinnedId: string | null, group: IndustryGroup, role: RoleProfile): OfferingView | null {
  const pinned = pinnedId ? offerings.find((o) => o.id === pinnedId) : undefined;
  if (pinned) return pinned;
  if (offerings.length === 0) return null;
  const industryWords = new Set(group.synonyms.flatMap((s) => [...wordsOf(s)]));
  const roleWords = new Set(role.keywords);
  const score = (o: OfferingView) => {
    const words = wordsOf([o.name, o.description, ...o.outcomes].join(" "));
    let industry = 0;
    let roleFit = 0;
    for (const w of words) {
      if (industryWords.has(w)) industry += 1;
      if (roleWords.has(w)) roleFit += 1;
    }
    return industry * 100 + roleFit;
  };
  // On a tie, the offering the sender described most fully (more outcomes to write from), then the sender's order.
  const ranked = offerings.map((o, index) => ({ o, index, score: score(o) }));
  ranked.sort((a, b) => b.score - a.score || b.o.outcomes.length - a.o.outcomes.length || a.index - b.index);
  return ranked[0].o;
}

/**
 * The stories a proof block shows: every story from the prospect's own industry group first, then others in a
 * seeded order, at most `max`. The others rotate so that pages for one industry do not all show the same ones.
 */
export function chooseStories(stories: readonly ProofPointView[], group: IndustryGroup, max: number, shuffle: <T>(items: readonly T[]) => T[]): ProofPointView[] {
  const own = stories.filter((s) => group.key !== "neutral" && matchIndustryGroup(s.industry)?.key === group.key);
  const rest = shuffle(stories.filter((s) => !own.includes(s)));
  return [...own, ...rest].slice(0, max);
}

/** FAQ entries that speak to the role first (the sender's order otherwise). */
export function chooseFaqs(faqs: readonly FaqView[], role: RoleProfile): FaqView[] {
  const keywords = new Set(role.keywords);
  const relevance = (f: FaqView) => [...wordsOf(`${f.question} ${f.answer}`)].filter((w) => keywords.has(w)).length;
  return faqs
    .map((faq, index) => ({ faq, index, relevance: relevance(faq) }))
    .sort((a, b) => b.relevance - a.relevance || a.index - b.index)
    .map((r) => r.faq);
}

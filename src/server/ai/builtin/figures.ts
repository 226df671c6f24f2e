import type { MicrositeStat } from "@/shared/schemas/microsite-content";
import type { ProofPointView } from "@/server/page-input/generation-input";

/**
 * The stat row's figures: the sender's customer stories only, each naming its customer ("Harborview Hotels: faster
 * close across 14 properties" under "9 days"), so no figure reads as what the prospect can expect. An offering's
 * own outcomes stay plain points, figures and all. Empty when the sender gave none: a figure is never made up.
 */
export function senderStats(stories: readonly ProofPointView[]): MicrositeStat[] {
  const stats: MicrositeStat[] = [];
  for (const story of stories) {
    const customer = story.customer.trim();
    if (!story.figure.trim() || !story.outcome.trim() || !customer) continue;
    stats.push({ value: story.figure.trim().slice(0, 24), label: `${customer}: ${story.outcome.trim()}`.slice(0, 120) });
  }
  return stats;
}

/** Every number in a text ("62", "3", "1,200" → "1200"), for checking that copy carries only the sender's figures. */
export const numbersIn = (text: string) => [...text.matchAll(/\d[\d,.]*/g)].map((m) => m[0].replace(/[,.]$/, "").replace(/,/g, ""));

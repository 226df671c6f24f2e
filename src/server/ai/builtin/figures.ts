import type { MicrositeStat } from "../../../shared/schemas/microsite-content";
import type { OfferingView, ProofPointView } from "../generation-input";

// A figure as people write one: "62%", "3x", "$40k", "3 days", "1,200 hours".
const FIGURE = /(?:[$€£¥]\s?\d[\d,.]*\s?[kmb]?\b|\d[\d,.]*\s?(?:%|x\b|×|percent\b|(?:business )?(?:days?|hours?|weeks?|minutes?|months?)\b))/i;

/** The first figure written in a text, or null. */
const figureIn = (text: string) => FIGURE.exec(text)?.[0].trim() ?? null;

/**
 * Every figure the sender wrote, as stat candidates: proof points (their figure and outcome), then outcomes of the
 * featured offering that contain a figure. Empty when the sender gave none: a figure is never made up.
 */
export function senderStats(stories: readonly ProofPointView[], offering: OfferingView | null): Array<MicrositeStat & { outcome: string | null }> {
  const stats: Array<MicrositeStat & { outcome: string | null }> = [];
  for (const story of stories) {
    if (story.figure.trim() && story.outcome.trim()) stats.push({ value: story.figure.trim().slice(0, 24), label: story.outcome.trim().slice(0, 120), outcome: null });
  }
  for (const outcome of offering?.outcomes ?? []) {
    const value = figureIn(outcome);
    if (value && value.length <= 24) stats.push({ value, label: outcome.trim().slice(0, 120), outcome });
  }
  return stats;
}

/** Every number in a text ("62", "3", "1,200" → "1200"), for checking that copy carries only the sender's figures. */
export const numbersIn = (text: string) => [...text.matchAll(/\d[\d,.]*/g)].map((m) => m[0].replace(/[,.]$/, "").replace(/,/g, ""));

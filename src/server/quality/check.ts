import type { QualityStage } from "@/shared/framework-constants";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import type { GenerationInput } from "../page-input/generation-input";
import type { CssFacts } from "./css-facts";
import type { PageFacts } from "./page-facts";

/** One generated page as the checks see it: its HTML read once, the writer's content and what it was written from. */
export type PageUnderTest = {
  facts: PageFacts;
  css: CssFacts;
  /** The body's visible text. */
  text: string;
  /** Visible text, title and image alt texts as lower-case words (words.ts wordLine), for whole-word phrase checks. */
  wordLine: string;
  content: MicrositeContent;
  generation: GenerationInput;
  /** Images on the page's own host (/storage/...) that storage does not have. */
  missingImages: string[];
};

export type CheckVerdict = { passed: boolean; message: string };

/**
 * How a failure weighs: "always" blocks whatever the framework says (a page no prospect could read); "default" blocks
 * unless the framework lists the check's stage with blocker off; unset blocks only where the framework lists the
 * stage as an automated blocker (checkpoint-policy.ts).
 */
export type CheckPolicy = "always" | "default";

export type QualityCheck = { id: string; stage: QualityStage; label: string; policy?: CheckPolicy; run(page: PageUnderTest): CheckVerdict };

export const pass = (message: string): CheckVerdict => ({ passed: true, message });
export const fail = (message: string): CheckVerdict => ({ passed: false, message });

/** "a", "a and b", "a, b and 3 more": a failure names what it found without flooding the error column. */
export function listOf(items: string[], max = 3): string {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  if (rest > 0) return `${shown.join(", ")} and ${rest} more`;
  return shown.length <= 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

export const quoted = (items: string[]) => items.map((item) => `“${item}”`);

import { QUOTE_ONLY_PRICE } from "../page-input/format-price";

/**
 * The few words the renderer writes itself (everything else is the writer's copy or the sender's data). Each has
 * alternatives, so a framework's prohibited terms never appear in them: the first wording free of every
 * prohibited term wins; an optional phrase with no clean wording is left out ("").
 */
const WORDINGS = {
  skipLink: ["Skip to content", "Go to the main content", "Main content"],
  preparedFor: ["Prepared for", "Written for", "For"],
  quoteOnly: [QUOTE_ONLY_PRICE, "Priced by quote", "Quote on request", "Ask us for a quote"],
  pickATime: ["Pick a time", "Book a time", "Schedule a call", "Choose a slot"],
  contactDetails: ["Contact details", "Contact", "Reach us"],
  socialLinks: ["Social links", "Social profiles", "Elsewhere"],
  rightsReserved: ["All rights reserved.", ""],
} as const;

export type PageText = Record<keyof typeof WORDINGS, string>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** True when `text` contains `term` as a whole word or phrase, ignoring case. */
export function containsTerm(text: string, term: string): boolean {
  const words = term.trim();
  if (!words) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(words)}(?=$|[^\\p{L}\\p{N}])`, "iu").test(text);
}

export function pageTextFor(prohibitedTerms: readonly string[]): PageText {
  const clean = (text: string) => !prohibitedTerms.some((term) => containsTerm(text, term));
  return Object.fromEntries(
    Object.entries(WORDINGS).map(([key, options]) => [key, (options as readonly string[]).find(clean) ?? ""]),
  ) as PageText;
}

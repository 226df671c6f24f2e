import type { GenerationInput } from "../page-input/generation-input";

// A number not glued to a letter before it: "B2B", "Q3" and "G2" are names, "3x" and "62%" are figures.
const NUMBER = /(?<![\p{L}\p{N}.,])\d+(?:,\d{3})*(?:\.\d+)?/gu;
const YEAR = /^(19|20)\d\d$/;

/** "1,450.00" and "1450" are one figure. */
export function canonicalNumber(raw: string): string {
  const plain = raw.replace(/,/g, "");
  return plain.includes(".") ? plain.replace(/\.?0+$/, "") : plain;
}

/** The figures a text states, as written, without years (a year is a date, not a claim). */
export function figuresIn(text: string): string[] {
  return (text.match(NUMBER) ?? []).filter((n) => !YEAR.test(n));
}

/**
 * Every number the page may state: the sender's own data (proof points, offerings with their prices, the brand
 * profile, the campaign) and the contact's own fields. Anything else in the copy was made up by the writer.
 */
export function allowedNumbers(generation: GenerationInput): Set<string> {
  const allowed = new Set(senderNumbers(generation));
  for (const value of Object.values(generation.contact)) addNumbers(allowed, value);
  return allowed;
}

const addNumbers = (into: Set<string>, text: string) => {
  for (const n of text.match(NUMBER) ?? []) into.add(canonicalNumber(n));
};

// The sender's part is the same for every page of a launch: the context loader shares one offerings array per campaign.
const senderCache = new WeakMap<object, Set<string>>();

function senderNumbers(generation: GenerationInput): Set<string> {
  const hit = senderCache.get(generation.offerings);
  if (hit) return hit;
  const { brand, campaign, offerings, rep } = generation;
  const sources: string[] = [campaign.name, campaign.description, rep?.title ?? ""];
  if (brand) {
    sources.push(brand.companyName, brand.tagline, brand.mission, brand.values, brand.idealCustomer);
    for (const p of brand.proofPoints) sources.push(p.customer, p.figure, p.outcome, p.quote, p.authorTitle);
    for (const f of brand.faqs) sources.push(f.question, f.answer);
  }
  for (const o of offerings) {
    sources.push(o.name, o.description, ...o.outcomes);
    if (o.price !== null) sources.push(String(o.price));
  }
  const numbers = new Set<string>();
  for (const source of sources) addNumbers(numbers, source);
  senderCache.set(offerings, numbers);
  return numbers;
}

import { checkGrammar, type GrammarIssue } from "@/server/ai/builtin/grammar";
import { INDUSTRY_GROUPS, NEUTRAL_INDUSTRY } from "@/server/ai/builtin/industries";
import { foreignIndustryTerms } from "./industry-lexicon";
import type { NoteReading } from "@/server/ai/builtin/notes";
import { allPhraseLists, type Phrase, type Slots } from "@/server/ai/builtin/phrases";
import { ROLES } from "@/server/ai/builtin/roles";
import { TOPICS } from "@/server/ai/builtin/topics";

/**
 * Every value each slot can take, chosen to provoke the mistakes templates make: names ending in "s" (possessives),
 * starting in lower case ("iHeart"), ending in a full stop, starting with a vowel sound (articles); every role,
 * industry group and topic from the tables; every note kind.
 */
export const SLOT_VALUES: { [K in keyof Slots]: ReadonlyArray<Slots[K]> } = {
  role: Object.values(ROLES),
  industry: [...INDUSTRY_GROUPS, NEUTRAL_INDUSTRY],
  // The offering's own topic is never read by a template (the writer filters them): only the named topics here.
  topic: TOPICS,
  gain: TOPICS.flatMap((t) => t.gains),
  company: [null, "Acme", "Analytical Engines", "iHeart Media", "Umbrella Corp."],
  first: [null, "Dana", "Inés"],
  brand: [null, "Ledgerly", "Abacus Systems", "HR Cloud"],
  offering: [null, "Invoice Autopilot", "AP Suite", "Essentials"],
  note: [
    { kind: "none", name: "", focus: null, concern: null },
    { kind: "referral", name: "Priya Shah", focus: null, concern: null },
    { kind: "referral", name: "Dr. Kim", focus: null, concern: null },
    { kind: "event", name: "SaaStr", focus: null, concern: null },
    { kind: "event", name: "the spring trade show", focus: null, concern: null },
    { kind: "event", name: "", focus: null, concern: null },
    { kind: "funding", name: "", focus: null, concern: null },
    { kind: "hiring", name: "", focus: null, concern: null },
    { kind: "trial", name: "", focus: null, concern: null },
    { kind: "customer", name: "", focus: null, concern: null },
    { kind: "competitor", name: "", focus: null, concern: null },
    { kind: "renewal", name: "", focus: null, concern: null },
    { kind: "other", name: "", focus: "it", concern: "integration" },
    { kind: "other", name: "", focus: "finance", concern: "close" },
  ] satisfies NoteReading[],
};

const SLOT_KEYS = Object.keys(SLOT_VALUES) as Array<keyof Slots>;
const BASE: Slots = Object.fromEntries(SLOT_KEYS.map((k) => [k, SLOT_VALUES[k][SLOT_VALUES[k].length - 1]])) as Slots;

/** The slots a template reads (a template may read more slots on another branch: callers repeat until stable). */
function slotsRead(phrase: Phrase, slots: Slots, into: Set<keyof Slots>) {
  const proxy = new Proxy(slots, {
    get(target, key) {
      into.add(key as keyof Slots);
      return target[key as keyof Slots];
    },
  });
  phrase(proxy);
}

function* product(keys: Array<keyof Slots>, at = 0, current: Slots = { ...BASE }): Generator<Slots> {
  if (at === keys.length) {
    yield current;
    return;
  }
  for (const value of SLOT_VALUES[keys[at]]) yield* product(keys, at + 1, { ...current, [keys[at]]: value } as Slots);
}

export type TemplateOutput = { template: string; text: string; slots: Slots };

/**
 * Every template with every combination of the values of the slots it reads (campaign types, voices, roles,
 * industry groups, topics, note kinds, with and without brand, offering, company and first name).
 */
export function* enumerateTemplateOutputs(): Generator<TemplateOutput> {
  for (const [name, list] of allPhraseLists()) {
    for (let index = 0; index < list.length; index++) {
      const phrase = list[index];
      const read = new Set<keyof Slots>();
      slotsRead(phrase, BASE, read);
      let keys: Array<keyof Slots> = [];
      // Repeat until the set of slots read is stable: a branch taken only for some values may read more slots.
      while (keys.length !== read.size) {
        keys = [...read];
        for (const slots of product(keys)) slotsRead(phrase, slots, read);
      }
      for (const slots of product(keys)) yield { template: `${name}[${index}]`, text: phrase(slots), slots };
    }
  }
}

const namesOf = (s: Slots) => [s.company, s.first, s.brand, s.offering, s.note.name].filter((n): n is string => Boolean(n));

export type TemplateCheck = { combinations: number; grammar: Array<GrammarIssue & { template: string }>; foreignIndustry: Array<{ template: string; text: string; term: string }> };

/** The grammar checker and the industry lexicon over every template combination: the bench reports both counts. */
export function checkAllTemplates(): TemplateCheck {
  const result: TemplateCheck = { combinations: 0, grammar: [], foreignIndustry: [] };
  for (const { template, text, slots } of enumerateTemplateOutputs()) {
    result.combinations += 1;
    for (const issue of checkGrammar(text, namesOf(slots))) result.grammar.push({ ...issue, template });
    for (const { term } of foreignIndustryTerms(text, slots.industry.key)) result.foreignIndustry.push({ template, text, term });
  }
  return result;
}

/** A note of each kind as reps write them, and a title for each role: the page enumeration's inputs. */
export const SAMPLE_NOTES: Record<NoteReading["kind"], string> = {
  none: "",
  referral: "Referred by Priya Shah from Harbor Hotels",
  event: "Met at SaaStr last week; interested in approvals",
  funding: "Just raised a Series C; hiring their first controller next quarter.",
  hiring: "They are hiring three AP clerks this spring",
  trial: "Started a free trial on Monday, has not invited the team yet",
  customer: "Existing customer on the Starter plan since 2021",
  competitor: "Uses Bill.com today and is unhappy with the approvals",
  renewal: "Their contract is up for renewal in June",
  other: "Worried about month-end close costs",
};
export const SAMPLE_TITLES: Record<string, string> = {
  finance: "VP Finance",
  operations: "Chief Operating Officer",
  it: "Director of IT",
  sales: "VP Sales",
  marketing: "Head of Marketing",
  executive: "CEO",
  unknown: "",
};

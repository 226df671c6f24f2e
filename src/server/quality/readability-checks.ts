import { fail, listOf, pass, quoted, type PageUnderTest, type QualityCheck } from "./check";
import { readCopy, type ReadField } from "./readability/page-reading";
import { WORD } from "./readability/vocabulary";

const STAGE = "Content accuracy review" as const;
/** Below this share of dictionary words a page (or a field of four words or more) is not English. */
const MIN_ENGLISH_SHARE = 0.85;
/** Prose without this share of the words every English sentence leans on ("the", "to", "we") is word salad. */
const MIN_FUNCTION_SHARE = 0.12;
const MAX_SENTENCE_WORDS = 45;
const MAX_LINE_WORDS = 25;
const MAX_WORD_LETTERS = 30;

const FUNCTION_WORDS = new Set(
  "a an the and or but if of to in on at by for with from as into about than that this these those it its is are was were be been being have has had do does did will would can could should may might must we our us you your i my me they their them he she his her who what which when where why how not no so all each more most".split(" "),
);

const where = (fields: ReadField[]) => listOf([...new Set(fields.map((f) => f.where))], 2);

export const readableEnglishCheck: QualityCheck = {
  id: "readable-english",
  stage: STAGE,
  label: "Readable English",
  policy: "always",
  run(page) {
    const { fields, isAllowed } = readCopy(page);
    const total = fields.reduce((n, f) => n + f.words.length, 0);
    const unknown = fields.flatMap((f) => f.unknown);
    // A short field (a button, a heading) may carry no word the dictionary lacks; a longer one a few names.
    const bad = fields.filter((f) => f.unknown.length > 0 && (f.words.length < 4 ? f.unknown.length === f.words.length : f.unknown.length / f.words.length > 1 - MIN_ENGLISH_SHARE));
    if (total === 0) return fail("The page has no words");
    if (bad.length > 0 || unknown.length / total > 1 - MIN_ENGLISH_SHARE) {
      const shown = [...new Set((bad.length > 0 ? bad.flatMap((f) => f.unknown) : unknown))];
      return fail(`Not English: ${listOf(quoted(shown))} (${unknown.length} of ${total} words unknown${bad.length > 0 ? `, in the ${where(bad)}` : ""})`);
    }
    const salad = fields.filter((f) => {
      // Names ("Invoice Autopilot", "Sakura Inns") are no part of a sentence's grammar.
      const words = f.words.filter((w) => FUNCTION_WORDS.has(w.toLowerCase()) || !(/^\p{Lu}/u.test(w) && isAllowed(w)));
      return f.prose && words.length >= 8 && words.filter((w) => FUNCTION_WORDS.has(w.toLowerCase())).length / words.length < MIN_FUNCTION_SHARE;
    });
    if (salad.length > 0) return fail(`The ${where(salad)} ${salad.length === 1 ? "is a list of words" : "are lists of words"}, not sentences`);
    return pass(`${total - unknown.length} of ${total} words are English or the page's own names`);
  },
};

// Letters of any script but Latin (Cyrillic, Greek, CJK, Arabic...): one page is written in one script.
const OTHER_SCRIPT = /[^\P{L}\p{Script=Latin}]+/u;

export const oneScriptCheck: QualityCheck = {
  id: "one-script",
  stage: STAGE,
  label: "One script",
  policy: "always",
  run(page) {
    const { fields, isAllowed } = readCopy(page);
    for (const field of fields) {
      const match = OTHER_SCRIPT.exec(field.text);
      // A contact or company written in its own script is still their name.
      if (match && !field.words.filter((w) => OTHER_SCRIPT.test(w)).every(isAllowed)) return fail(`“${match[0]}” in the ${field.where} is not in the Latin script of an English page`);
    }
    return pass("Every string is in the Latin script");
  },
};

const CODE_PATTERNS: Array<[RegExp, string]> = [
  [/[{}[\]<>`|\\^~_=]/, "a code character"],
  [/\p{L}(?:Exception|Error)\b|\b(?:Exception|Traceback|TypeError|NullPointer\w*|undefined|NaN)\b/u, "an error name"],
  [/\bat [\w$.<>]+ \(?[\w./\\-]+:\d+(?::\d+)?\)?|\b[\w-]+\.(?:js|ts|tsx|py|java|go|rb|php|cs)\b(?::\d+)?/, "a stack trace"],
  [/\w\(\)|::|=>|->|\w\.\w+\(|;\s*$/m, "code syntax"],
];
// camelCase ("statusException", "getUser"): lower case then upper case inside one word.
const CAMEL = /\b\p{Ll}+\p{Lu}[\p{L}\d]*/u;
const CAMELS = new RegExp(CAMEL.source, "gu");

export const noCodeCheck: QualityCheck = {
  id: "no-code",
  stage: STAGE,
  label: "No code or error text",
  policy: "always",
  run(page) {
    const { fields, isAllowed } = readCopy(page);
    // One pass over all the copy first: a clean page (nearly every page) costs one test per pattern.
    const all = fields.map((f) => f.text).join("\n");
    const suspects = CODE_PATTERNS.filter(([pattern]) => pattern.test(all));
    if (suspects.length === 0 && !CAMEL.test(all)) return pass("No code, identifiers or error text");
    for (const field of fields) {
      for (const [pattern, what] of suspects) {
        const match = pattern.exec(field.text);
        if (match) return fail(`${what[0].toUpperCase()}${what.slice(1)} in the ${field.where}: “${excerpt(field.text, match.index)}”`);
      }
      const camel = [...field.text.matchAll(CAMELS)].map((m) => m[0]).find((w) => !isAllowed(w));
      if (camel) return fail(`An identifier in the ${field.where}: “${camel}”`);
    }
    return pass("No code, identifiers or error text");
  },
};

const excerpt = (text: string, at: number) => text.slice(Math.max(0, at - 20), at + 30).trim();

const SENTENCE_END = /[.!?…]["'”’)]*$/;
const SENTENCE_SPLIT = /(?<=[.!?…]["'”’)]*)\s+/;
const sentencesOf = (text: string) => text.trim().split(SENTENCE_SPLIT).filter(Boolean);
const wordCount = (text: string) => text.match(WORD)?.length ?? 0;

export const sentencesCheck: QualityCheck = {
  id: "whole-sentences",
  stage: STAGE,
  label: "Whole sentences of sane length",
  policy: "always",
  run(page) {
    const { fields } = readCopy(page);
    for (const field of fields) {
      const long = field.words.find((w) => w.length > MAX_WORD_LETTERS);
      if (long) return fail(`A ${long.length}-letter word in the ${field.where}`);
      if (!field.prose) {
        if (field.words.length > MAX_LINE_WORDS) return fail(`The ${field.where} runs ${field.words.length} words`);
        continue;
      }
      if (!SENTENCE_END.test(field.text.trim())) return fail(`The ${field.where} stops mid-sentence: “…${field.text.trim().slice(-40)}”`);
      const sentences = sentencesOf(field.text);
      const runOn = sentences.find((s) => wordCount(s) > MAX_SENTENCE_WORDS);
      if (runOn) return fail(`A sentence of ${wordCount(runOn)} words in the ${field.where}`);
      const fragment = sentences.find((s) => !/^["“'‘(]?[\p{Lu}\d$€£]/u.test(s));
      if (fragment) return fail(`A sentence in the ${field.where} does not start as one: “${fragment.slice(0, 40)}”`);
    }
    return pass("Prose ends as sentences, none longer than 45 words");
  },
};

const normalized = (sentence: string) => (sentence.match(WORD) ?? []).join(" ").toLowerCase();

export const noRepetitionCheck: QualityCheck = {
  id: "no-repetition",
  stage: STAGE,
  label: "No repeated sentences",
  policy: "always",
  run(page) {
    const { fields } = readCopy(page);
    const seen = new Map<string, string>();
    for (const field of fields) {
      const lower = field.words.map((w) => w.toLowerCase());
      for (let i = 2; i < lower.length; i++) {
        if (lower[i] === lower[i - 1] && lower[i] === lower[i - 2]) return fail(`“${field.words[i]}” three times in a row in the ${field.where}`);
      }
      const trigrams = new Map<string, number>();
      // A three-word run said three times needs nine words.
      for (let i = 0; lower.length >= 9 && i + 3 <= lower.length; i++) {
        const gram = lower.slice(i, i + 3).join(" ");
        const count = (trigrams.get(gram) ?? 0) + 1;
        if (count >= 3) return fail(`“${gram}” over and over in the ${field.where}`);
        trigrams.set(gram, count);
      }
      for (const sentence of field.prose ? sentencesOf(field.text) : [field.text]) {
        const key = normalized(sentence);
        if (key.split(" ").length < 4) continue;
        const first = seen.get(key);
        if (first) return fail(`“${sentence.trim().slice(0, 60)}” appears in the ${first} and again in the ${field.where}`);
        seen.set(key, field.where);
      }
    }
    return pass("No sentence is said twice");
  },
};

/** Words a button label of each call-to-action type is made of (any of them fits). */
const CTA_WORDS: Record<string, string[]> = {
  "Buy Now": ["buy", "purchase", "order", "get", "start", "subscribe", "checkout", "now"],
  "Shop Now": ["shop", "browse", "buy", "order", "see", "explore", "now"],
  "Get a Quote": ["quote", "pricing", "price", "prices", "estimate", "proposal", "cost", "costs"],
  "Sign Up": ["sign", "join", "register", "start", "create", "try", "subscribe", "get", "enrol", "enroll"],
  "Learn More": ["learn", "read", "see", "explore", "discover", "find", "more", "watch", "tour", "continue", "get"],
  "Get Started": ["start", "started", "begin", "get", "try", "set", "launch", "go"],
  "Book Now": ["book", "schedule", "call", "meeting", "meet", "demo", "talk", "chat", "reserve", "time", "conversation", "seat"],
};
const ANY_CTA_WORD = new Set([...Object.values(CTA_WORDS).flat(), "contact", "reply", "request", "claim", "download", "register", "visit", "view"]);

export const ctaFitsCheck: QualityCheck = {
  id: "cta-fits",
  stage: STAGE,
  label: "Button fits the call to action",
  policy: "always",
  run(page: PageUnderTest) {
    const label = page.content.ctaLabel.trim();
    const words = (label.match(WORD) ?? []).map((w) => w.toLowerCase());
    const type = page.generation.campaign.ctaType.trim();
    if (words.length > 6) return fail(`“${label}” is ${words.length} words; a button says what it does in a few`);
    const fitting = CTA_WORDS[type];
    if (type && label.toLowerCase() === type.toLowerCase()) return pass(`“${label}” is the campaign's call to action`);
    if (fitting ? words.some((w) => fitting.includes(w)) : words.some((w) => ANY_CTA_WORD.has(w))) return pass(`“${label}” fits ${type ? `“${type}”` : "a call to action"}`);
    return fail(`“${label}” does not say ${type ? `“${type}”` : "what the button does"}`);
  },
};

export const READABILITY_CHECKS = [readableEnglishCheck, oneScriptCheck, noCodeCheck, sentencesCheck, noRepetitionCheck, ctaFitsCheck];

/** Small English helpers for the built-in writer's templates, and the checker its tests run over every template. */

// Spelled-out letters that start with a vowel sound: "an IT team", "an AP Suite", "an HR leader".
const VOWEL_SOUND_LETTERS = new Set("AEFHILMNORSX");
const CONSONANT_SOUND_WORDS = /^(one|once|uni|use|usu|uti|ure|eu|ewe|u[bcfhjkqrst][aeiou])/i;
const VOWEL_SOUND_WORDS = /^(hour|honest|honou?r|heir)/i;

/** "a" or "an" for the word that follows. */
export function article(word: string): "a" | "an" {
  const w = word.trim();
  if (/^[A-Z]{2,6}\b/.test(w) && !/^[A-Z][a-z]/.test(w)) return VOWEL_SOUND_LETTERS.has(w[0]) ? "an" : "a";
  if (VOWEL_SOUND_WORDS.test(w)) return "an";
  if (CONSONANT_SOUND_WORDS.test(w)) return "a";
  return /^[aeiou]/i.test(w) ? "an" : "a";
}

export const withArticle = (word: string) => `${article(word)} ${word}`;

/** "Acme's", but "Analytical Engines'". */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/** Upper-cases the first letter of template text; never used on a name ("iHeart Media" stays as written). */
export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// A full stop after an abbreviation ("St. Mary Clinic", "Acme Inc. is") does not end a sentence.
const SENTENCE_END = /(?<!\b(?:St|Dr|Mr|Mrs|Ms|Prof|Inc|Co|Corp|Ltd|Jr|Sr|No|vs|e\.g|i\.e)\.)(?<=[.!?])\s+(?=\S)/;

/** A text's sentences, trimmed. */
export const splitSentences = (text: string) => text.split(SENTENCE_END).map((t) => t.trim()).filter(Boolean);

/** Sentences joined with one space, empty ones dropped. */
/** The sender's own words as a sentence: a tagline or mission typed without a full stop ends with one. */
export const asSentence = (text: string) => (/[.!?…]["”’)]?$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

export const joinSentences = (...parts: Array<string | null | undefined | false>) =>
  parts
    .filter((p): p is string => typeof p === "string" && p.trim().length > 0)
    .map(asSentence)
    .join(" ");

const NOT_PLURAL = new Set(["this", "its", "his", "is", "was", "has", "does", "analytics", "business", "process", "access", "success", "progress", "less", "status", "us", "bus", "series", "news", "logistics", "always", "perhaps", "across", "yes", "whereas", "plus", "focus", "express", "address", "campus", "census", "gas", "class", "loss", "boss", "miss", "pass"]);

export type GrammarIssue = { rule: string; text: string; detail: string };

/**
 * The mistakes templates make when slots combine: number agreement ("hotels is", "a hotel group are"), articles
 * ("a IT team"), possessives ("Engines's"), a sentence starting in lower case (unless it starts with a given name
 * written in lower case, like "iHeart"), a name re-cased, double spaces and doubled punctuation, a word repeated.
 */
export function checkGrammar(text: string, names: readonly string[] = []): GrammarIssue[] {
  const issues: GrammarIssue[] = [];
  const add = (rule: string, detail: string) => issues.push({ rule, text, detail });
  for (const name of names) if (/^[a-z]/.test(name) && text.includes(cap(name))) add("name-case", `${cap(name)} instead of ${name}`);
  // Names are the contact's and sender's as given ("Umbrella Corp.", "iHeart"): each is checked as its first word.
  let masked = text;
  const tokens = new Set<string>();
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const token = name.split(/\s+/)[0].replace(/[^\p{L}\p{N}]/gu, "") || "Name";
    tokens.add(token);
    masked = masked.split(name).join(token);
  }
  if (/ {2,}/.test(masked)) add("double-space", "two spaces in a row");
  if (/^\s|\s$/.test(masked)) add("whitespace", "leading or trailing space");
  if (/\s[.,;:!?]/.test(masked)) add("space-before-punctuation", "a space before punctuation");
  const doubled = /([.,;:!?])\s*([.,;:!?])/.exec(masked);
  if (doubled) add("double-punctuation", doubled[0]);
  for (const m of masked.matchAll(/\b([Aa]n?) ([A-Za-z][\w'-]*)/g)) if (m[1].toLowerCase() !== article(m[2])) add("article", m[0]);
  if (/s's\b/.test(masked)) add("possessive", "s's");
  for (const m of masked.matchAll(/\b([A-Za-z]+s) (is|was|has|does|costs|seems|means|makes|takes|needs)\b/g)) {
    const word = m[1].toLowerCase();
    if (!NOT_PLURAL.has(word) && !/(ss|us|is|ics)$/.test(word) && !tokens.has(m[1])) add("agreement", m[0]);
  }
  for (const m of masked.matchAll(/\b(an?) ([a-z-]+ ){0,2}(are|were|have|do)\b/gi)) add("agreement", m[0]);
  for (const m of masked.matchAll(/([\p{L}\p{N}]+) (are|were|have|do)\b/gu)) if (tokens.has(m[1])) add("agreement", m[0]);
  for (const sentence of splitSentences(masked)) {
    const start = sentence.replace(/^["'“‘(]+/, "");
    if (/^[a-z]/.test(start) && !tokens.has(start.split(/[\s,.:;!?]/)[0])) add("capital", sentence.slice(0, 40));
  }
  for (const m of masked.matchAll(/\b([a-z]+) \1\b/gi)) if (!/^(that|had)$/i.test(m[1])) add("repeated-word", m[0]);
  return issues;
}

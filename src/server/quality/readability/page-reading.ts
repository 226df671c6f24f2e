import type { PageUnderTest } from "../check";
import { copyFields, type CopyField } from "./copy-fields";
import { isEnglishWord } from "./dictionary";
import { pageVocabulary, WORD } from "./vocabulary";

export type ReadField = CopyField & { words: string[]; unknown: string[] };
export type PageReading = { fields: ReadField[]; isAllowed: (word: string) => boolean };

const ACRONYM = /^[A-Z]{2,5}s?$/;
const POSSESSIVE = /['’]s$/i;

/** A word is readable when the dictionary knows it, or it is one of the page's own names and terms, or an acronym. */
function knownWord(word: string, allowed: (word: string) => boolean): boolean {
  if (ACRONYM.test(word) || allowed(word) || isEnglishWord(word)) return true;
  const bare = word.replace(POSSESSIVE, "").replace(/['’]$/, "");
  if (bare !== word && bare && (allowed(bare) || isEnglishWord(bare))) return true;
  // "month-end", "follow-up": each part is a word.
  return bare.includes("-") && bare.split("-").every((part) => part === "" || ACRONYM.test(part) || allowed(part) || isEnglishWord(part));
}

const readings = new WeakMap<PageUnderTest, PageReading>();

/**
 * The text with the contact's own fields (name, company, title) as one plain word: what a rep typed for the prospect
 * is theirs to print, escaped by the page, whatever characters it holds ("Evil & Co", "<b>Ana</b>"); the gates judge
 * the writer's words around it.
 */
export function withoutContactFields(text: string, contact: PageUnderTest["generation"]["contact"]): string {
  const own = [contact.firstName, contact.lastName, contact.company, contact.title].filter((v): v is string => Boolean(v?.trim()) && /[^\p{L}\d\s'’.-]/u.test(v!));
  return own.reduce((out, value) => out.split(value.trim()).join("Name"), text);
}

/** The page's copy split into fields and words, each word looked up once; shared by the readability checks. */
export function readCopy(page: PageUnderTest): PageReading {
  let reading = readings.get(page);
  if (!reading) {
    const isAllowed = pageVocabulary(page.generation);
    const fields = copyFields(page.content).map((copy) => {
      const field = { ...copy, text: withoutContactFields(copy.text, page.generation.contact) };
      const words = [...field.text.matchAll(WORD)].map((m) => m[0]);
      return { ...field, words, unknown: words.filter((w) => !knownWord(w, isAllowed)) };
    });
    reading = { fields, isAllowed };
    readings.set(page, reading);
  }
  return reading;
}

// Everything but ASCII letters and digits and non-ASCII letters (general punctuation U+2000–U+206F included) separates
// words. A plain character class: the Unicode-property version costs four times as much on a launch's hot path.
const SEPARATORS = /[^a-z0-9\u00c0-\u1fff\u2070-\uffff]+/g;

/** A text's lower-case words as " a b c ", so that a phrase is found whole-word with one `includes`. */
export const wordLine = (text: string) => ` ${text.toLowerCase().replace(SEPARATORS, " ").trim()} `;

/** Lower-case words of a text: punctuation, hyphens and line breaks do not count. */
export const wordsOf = (text: string): string[] => {
  const line = wordLine(text).trim();
  return line ? line.split(" ") : [];
};

/** Whether `phrase` occurs in a wordLine, whole words, ignoring case and punctuation. */
export function hasPhrase(line: string, phrase: string): boolean {
  const words = wordLine(phrase);
  return words.length > 2 && line.includes(words);
}

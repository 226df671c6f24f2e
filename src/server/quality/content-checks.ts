import { fail, listOf, pass, quoted, type QualityCheck } from "./check";
import { copyStrings } from "@/shared/copy-strings";
import { allowedNumbers, canonicalNumber, figuresIn } from "./figures";
import { wordsOf } from "./words";

const STAGE = "Content accuracy review" as const;
/** A run of this many of the context note's words on the page means the private note is being quoted. */
export const QUOTED_NOTE_WORDS = 6;

export const sourcedFiguresCheck: QualityCheck = {
  id: "figures-sourced",
  stage: STAGE,
  label: "Figures come from your data",
  run(page) {
    const figures = copyStrings(page.content).flatMap(figuresIn);
    if (figures.length === 0) return pass("The copy states no figures");
    const allowed = allowedNumbers(page.generation);
    const invented = [...new Set(figures.filter((f) => !allowed.has(canonicalNumber(f))))];
    if (invented.length > 0) return fail(`${listOf(invented)} ${invented.length === 1 ? "is" : "are"} not in your proof points, offerings or the contact's data`);
    return pass(`${figures.length} figure${figures.length === 1 ? "" : "s"}, all from your data`);
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ENDS_IN_WORD = /[\p{L}\p{N}]$/u;
const STARTS_IN_WORD = /^[\p{L}\p{N}]/u;

/**
 * Every whole-word mention of `given` in any case. The word boundaries are tested beside each match rather than
 * as lookarounds in the pattern: a pattern with \p{L} costs ~0.6 ms to compile, and there is one per name per page.
 */
function mentionsInAnyCase(text: string, given: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(escapeRegExp(given), "giu"))) {
    const end = match.index + match[0].length;
    if (!ENDS_IN_WORD.test(text.slice(Math.max(0, match.index - 2), match.index)) && !STARTS_IN_WORD.test(text.slice(end, end + 2))) found.push(match[0]);
  }
  return found;
}

export const prospectNamesCheck: QualityCheck = {
  id: "prospect-names",
  stage: STAGE,
  label: "Prospect's name and company as given",
  run(page) {
    const { firstName, lastName, company } = page.generation.contact;
    const problems: string[] = [];
    // The writer's copy only: the rep's own email in the footer ("sam.carter@…") is no misspelt "Carter".
    const copy = copyStrings(page.content).join("\n");
    for (const given of [firstName, lastName, company]) {
      if (!given || given.length < 2) continue;
      const variants = [...new Set(mentionsInAnyCase(copy, given).filter((found) => found !== given))];
      if (variants.length > 0) problems.push(`${listOf(quoted(variants))} instead of “${given}”`);
    }
    const expected = company || firstName;
    if (expected && !page.text.includes(expected)) problems.push(`“${expected}” does not appear`);
    if (problems.length > 0) return fail(problems.join("; "));
    return pass(expected ? `“${expected}” is written as given` : "The campaign personalizes with no name or company");
  },
};

// Template tokens and markers a writer or a template can leave behind (upper case: "todo" is a word), and filler.
const MARKER = /\{\{|\}\}|\[[A-Z][A-Za-z]*(?:[ _][A-Za-z]+)*\]|\b(?:TBD|TODO|FIXME|XXX|NaN|undefined)\b|\[object Object\]/u;
const FILLER = /\blorem\b|\bipsum\b|<\s*insert\b|\binsert (?:name|company|here)\b/i;

export const placeholdersCheck: QualityCheck = {
  id: "no-placeholders",
  stage: STAGE,
  label: "No placeholders",
  run(page) {
    for (const text of [page.text, page.facts.title, ...page.facts.images.map((i) => i.alt ?? "")]) {
      const match = MARKER.exec(text) ?? FILLER.exec(text);
      if (match) return fail(`Found “${match[0]}” in “${excerpt(text, match.index)}”`);
    }
    return pass("No template tokens or filler text");
  },
};

const excerpt = (text: string, at: number) => text.slice(Math.max(0, at - 30), at + 40).replace(/\s+/g, " ").trim();

export const contextNotePrivateCheck: QualityCheck = {
  id: "context-note-private",
  stage: STAGE,
  label: "Context note not quoted",
  run(page) {
    const note = wordsOf(page.generation.contact.context ?? "");
    if (note.length < QUOTED_NOTE_WORDS) return pass(note.length === 0 ? "The contact has no context note" : "The note is too short to be quoted");
    const runs = new Set<string>();
    for (let i = 0; i + QUOTED_NOTE_WORDS <= note.length; i++) runs.add(note.slice(i, i + QUOTED_NOTE_WORDS).join(" "));
    const firstWords = new Set([...runs].map((run) => run.slice(0, run.indexOf(" "))));
    const words = page.wordLine.trim().split(" ");
    for (let i = 0; i + QUOTED_NOTE_WORDS <= words.length; i++) {
      if (!firstWords.has(words[i])) continue;
      const run = words.slice(i, i + QUOTED_NOTE_WORDS).join(" ");
      if (runs.has(run)) return fail(`The page repeats the private note: “${run}”`);
    }
    return pass("No run of the note's words appears on the page");
  },
};

export const CONTENT_CHECKS = [sourcedFiguresCheck, prospectNamesCheck, placeholdersCheck, contextNotePrivateCheck];

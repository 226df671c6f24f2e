import { CAMPAIGN_TYPES } from "@/shared/constants";
import { TONES } from "@/shared/framework-constants";
import type { GenerationInput } from "@/server/page-input/generation-input";
import { planCopy, writeBuiltinContent } from "@/server/ai/builtin/builtin-writer";
import { numbersIn } from "@/server/ai/builtin/figures";
import { checkGrammar, type GrammarIssue } from "@/server/ai/builtin/grammar";
import { SAMPLE_NOTES, SAMPLE_TITLES } from "./grammar-enumeration";
import { INDUSTRY_GROUPS } from "@/server/ai/builtin/industries";
import { foreignIndustryTerms } from "./industry-lexicon";
import { pageSentences } from "./variety";

/** Six-word runs of a text, lower case: a page sharing one with the private note is quoting it. */
export function sixWordRuns(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const runs = new Set<string>();
  for (let i = 0; i + 6 <= words.length; i++) runs.add(words.slice(i, i + 6).join(" "));
  return runs;
}

export type PageCheck = {
  pages: number;
  grammar: Array<GrammarIssue & { page: string }>;
  foreignIndustry: Array<{ page: string; term: string }>;
  quotedNotes: Array<{ page: string; run: string }>;
  inventedFigures: Array<{ page: string; figure: string }>;
};

/**
 * Whole pages for every campaign type × tone × role × note kind × with and without the sender's brand data (the
 * industry cycling through every group), each checked for grammar, another industry's problems, a quoted note and
 * a figure the sender did not give. `sender` is the brand and offerings used "with brand data".
 */
export function checkAllPages(base: GenerationInput): PageCheck {
  const result: PageCheck = { pages: 0, grammar: [], foreignIndustry: [], quotedNotes: [], inventedFigures: [] };
  let industryIndex = 0;
  for (const type of CAMPAIGN_TYPES) {
    for (const tone of TONES) {
      for (const [roleKey, title] of Object.entries(SAMPLE_TITLES)) {
        for (const [noteKind, note] of Object.entries(SAMPLE_NOTES)) {
          for (const withBrand of [true, false]) {
            const group = INDUSTRY_GROUPS[industryIndex++ % INDUSTRY_GROUPS.length];
            const page = `${type} / ${tone} / ${roleKey} / ${noteKind} / ${withBrand ? "brand" : "no brand"} / ${group.key}`;
            const input: GenerationInput = {
              ...base,
              seed: page,
              contact: { ...base.contact, industry: group.synonyms[0], title, context: note },
              campaign: { ...base.campaign, type, ctaType: "" },
              framework: { ...base.framework, document: { ...base.framework.document, contentConstraints: { ...base.framework.document.contentConstraints, selectedTones: [tone] } } },
              brand: withBrand ? base.brand : null,
              offerings: withBrand ? base.offerings : [],
            };
            checkPage(input, page, group.key, result);
          }
        }
      }
    }
  }
  return result;
}

function checkPage(input: GenerationInput, page: string, industryKey: string, result: PageCheck) {
  result.pages += 1;
  const content = writeBuiltinContent(input);
  const { names } = planCopy(input);
  const { copy, senderData } = pageSentences(content, input);
  const fields = [content.headline, content.subheadline, content.intro, content.closing.heading, content.closing.body, ...content.blocks.flatMap(blockTexts)];
  for (const text of fields) for (const issue of checkGrammar(text, names)) result.grammar.push({ ...issue, page });
  const all = [...copy, ...senderData].join(" ");
  for (const { term } of foreignIndustryTerms(all, industryKey)) result.foreignIndustry.push({ page, term });
  const noteRuns = sixWordRuns(input.contact.context ?? "");
  for (const run of sixWordRuns(all)) if (noteRuns.has(run)) result.quotedNotes.push({ page, run });
  const sender = new Set(numbersIn(JSON.stringify([input.brand?.proofPoints ?? [], input.brand?.faqs ?? [], input.offerings.map((o) => o.outcomes)])));
  const contact = new Set(numbersIn(JSON.stringify(input.contact)));
  for (const n of numbersIn(all)) if (!sender.has(n) && !contact.has(n)) result.inventedFigures.push({ page, figure: n });
}

function blockTexts(block: ReturnType<typeof writeBuiltinContent>["blocks"][number]): string[] {
  switch (block.kind) {
    case "problem":
      return [block.heading, ...block.paragraphs, ...block.points];
    case "outcomes":
      return [block.heading, block.intro, ...block.points].filter(Boolean);
    case "steps":
      return [block.heading, ...block.steps.flatMap((s) => [s.title, s.body])];
    case "text":
      return [block.heading, ...block.paragraphs];
    case "offer":
      return [block.heading, block.body];
    default:
      return [block.heading];
  }
}

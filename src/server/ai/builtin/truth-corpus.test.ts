import { describe, expect, it } from "vitest";
import { CAMPAIGN_TYPES } from "@/shared/constants";
import { TONES } from "@/shared/framework-constants";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import type { GenerationInput } from "@/server/page-input/generation-input";
import { AP_BRAND, SIX_HOTEL_CONTACTS } from "@/server/test/ai/ap-sender";
import { planCopy, writeBuiltinContent } from "./builtin-writer";
import { checkGrammar } from "./grammar";
import { pageSentences } from "@/server/test/ai/builtin/variety";
import { AMBIGUOUS_NOTES, CLEAR_NOTES, CONCERN_NOTES, FILLER, TRUTH_CONTACTS, UNKNOWN_OFFERINGS, campaignInputs } from "@/server/test/ai/builtin/truth-corpus";

const withTone = (input: GenerationInput, tone: (typeof TONES)[number], type = input.campaign.type): GenerationInput => ({
  ...input,
  campaign: { ...input.campaign, type },
  framework: { ...input.framework, document: { ...input.framework.document, contentConstraints: { ...input.framework.document.contentConstraints, selectedTones: [tone] } } },
});
/** Everything the writer wrote on a page (the sender's own stories, FAQ and offering text left out). */
const writerText = (content: MicrositeContent, input: GenerationInput) => [...pageSentences(content, input).copy, content.ctaLabel].join(" ");
const stat = (content: MicrositeContent) => content.blocks.flatMap((b) => (b.kind === "outcomes" ? b.stats : []));

// Every contact × every note × every campaign type and tone (cycled): the pages a reviewer reads.
const NOTES = [...AMBIGUOUS_NOTES.map((n) => n.note), ...CLEAR_NOTES.map((n) => n.note), ...CONCERN_NOTES.map((n) => n.note), ""];
const corpus = TRUTH_CONTACTS.flatMap((contact, c) =>
  NOTES.map((note, n) => {
    const i = c * NOTES.length + n;
    const base = campaignInputs(`corpus-${c}-${n}`, [{ ...contact, context: note }], i % 3 === 0 ? { offerings: [UNKNOWN_OFFERINGS[i % 2]] } : {})[0];
    return withTone(base, TONES[i % TONES.length], CAMPAIGN_TYPES[i % CAMPAIGN_TYPES.length]);
  }),
);

describe("the built-in writer never says a false thing (a corpus of contacts, notes and offerings)", () => {
  const pages = corpus.map((input) => ({ input, content: writeBuiltinContent(input) }));

  it(`writes ${corpus.length} pages with no grammar error`, () => {
    const issues = pages.flatMap(({ input, content }) => pageSentences(content, input).copy.flatMap((text) => checkGrammar(text, planCopy(input).names)));
    expect(issues).toEqual([]);
  });

  it("never calls a credit union a bank (0 'bank' on every credit-union page, whatever industry was typed)", () => {
    const creditUnions = pages.filter(({ input }) => /credit union/i.test(input.contact.company ?? ""));
    expect(creditUnions.length).toBeGreaterThanOrEqual(4 * NOTES.length);
    const banks = creditUnions.filter(({ input, content }) => /\bbank/i.test(writerText(content, input)));
    expect(banks.map(({ input }) => input.contact.company)).toEqual([]);
    // Framed as what they are: a credit union, a healthcare provider, an education provider, a public agency.
    const text = (company: string) => pages.filter(({ input }) => input.contact.company === company).map(({ input, content }) => writerText(content, input)).join(" ");
    expect(text("Summit Peak Credit Union")).toMatch(/credit union/);
    expect(text("City of Springfield")).not.toMatch(/\bcompan(y|ies)\b/i);
  });

  it("asserts no ambiguous note and prints no placeholder; asserts each clear note as written", () => {
    for (const { note, forbidden } of AMBIGUOUS_NOTES) {
      for (const { input, content } of pages.filter((p) => p.input.contact.context === note)) {
        expect(writerText(content, input), `${note} / ${input.contact.company}`).not.toMatch(forbidden);
      }
    }
    for (const { note, expected } of CLEAR_NOTES) {
      for (const { content } of pages.filter((p) => p.input.contact.context === note)) expect(content.intro, note).toMatch(expected);
    }
  });

  it("leads with a recognised note's substance: the concern line, the first problem paragraph or point, the first outcome", () => {
    for (const { note, answer } of CONCERN_NOTES) {
      const known = pages.filter((p) => p.input.contact.context === note && p.input.offerings[0].id === "o-ap");
      expect(known.length).toBeGreaterThan(0);
      for (const { content } of known) {
        expect(content.intro, note).toMatch(/Our first question|The first thing we would look at:/);
        const problem = content.blocks.find((b) => b.kind === "problem");
        const outcomes = content.blocks.find((b) => b.kind === "outcomes");
        const firsts = [problem?.kind === "problem" ? `${problem.paragraphs[0]} ${problem.points[0] ?? ""}` : "", outcomes?.kind === "outcomes" ? (outcomes.points[0] ?? "") : ""];
        expect(firsts.join(" "), note).toMatch(answer);
      }
    }
  });

  it("writes an offering the topics do not know from its own description, never filler", () => {
    const own = pages.filter(({ input }) => UNKNOWN_OFFERINGS.some((o) => o.id === input.offerings[0].id));
    expect(own.length).toBeGreaterThan(50);
    for (const { input, content } of own) {
      const text = writerText(content, input);
      expect(text).not.toMatch(FILLER);
      // Nothing about invoices, approvals or payables: only what the sender wrote about this offering.
      expect(text).not.toMatch(/invoice|approv|payable|supplier/i);
      const problem = content.blocks.find((b) => b.kind === "problem");
      if (problem?.kind === "problem") expect(problem.paragraphs).toEqual([input.offerings[0].description]);
    }
    for (const { input, content } of pages) expect(writerText(content, input)).not.toMatch(FILLER);
  });

  it("names the customer of every stat-row figure, prefers the prospect's industry, never as what the prospect can expect", () => {
    const customers = AP_BRAND.proofPoints.map((p) => p.customer);
    for (const { content } of pages) {
      for (const s of stat(content)) expect(customers.some((c) => s.label.startsWith(`${c}: `)), s.label).toBe(true);
      const outcomes = content.blocks.find((b) => b.kind === "outcomes");
      if (outcomes && stat(content).length > 0) expect(outcomes.heading).not.toMatch(/expect|will|you('ll| will)/i);
    }
    const hotel = pages.find(({ input }) => input.contact.company === "Orbit Hotels" && stat(writeBuiltinContent(input)).length > 0)!;
    expect(stat(hotel.content)[0].label).toBe("Harbor Hotels: less time spent approving invoices");
  });

  it("varies headlines: at least 10 distinct over 12 contacts in each of 30 campaigns per type and tone (and a median of 10 with every name replaced)", () => {
    const twelve = [...TRUTH_CONTACTS.slice(0, 6), ...SIX_HOTEL_CONTACTS];
    const anonymous: number[] = [];
    for (const type of CAMPAIGN_TYPES) {
      for (const tone of TONES) {
        for (let c = 0; c < 30; c++) {
          const inputs = campaignInputs(`variety-${type}-${tone}-${c}`, twelve).map((input) => withTone(input, tone, type));
          const headlines = inputs.map((input) => writeBuiltinContent(input).headline);
          expect(new Set(headlines).size, `${type} / ${tone} / ${c}`).toBeGreaterThanOrEqual(10);
          const masked = headlines.map((h, i) => planCopy(inputs[i]).names.reduce((text, name) => text.split(name).join("…"), h));
          anonymous.push(new Set(masked).size);
        }
      }
    }
    anonymous.sort((a, b) => a - b);
    console.info(`distinct headlines over 12 contacts, names replaced: min ${anonymous[0]}, median ${anonymous[Math.floor(anonymous.length / 2)]} (${anonymous.length} campaigns)`);
    expect(anonymous[Math.floor(anonymous.length / 2)]).toBeGreaterThanOrEqual(10);
  });
});

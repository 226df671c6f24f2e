import { describe, expect, it } from "vitest";
import { CAMPAIGN_TYPES } from "@/shared/constants";
import { TONES } from "@/shared/framework-constants";
import type { GenerationInput } from "@/server/page-input/generation-input";
import { SIX_HOTEL_CONTACTS } from "@/server/test/ai/ap-sender";
import { enumerateTemplateOutputs } from "@/server/test/ai/builtin/grammar-enumeration";
import { SELF_REFERENCE, TRUTH_CONTACTS, campaignInputs } from "@/server/test/ai/builtin/truth-corpus";
import { writeBuiltinContent } from "./builtin-writer";

const withTone = (input: GenerationInput, tone: (typeof TONES)[number], type: string): GenerationInput => ({
  ...input,
  campaign: { ...input.campaign, type },
  framework: { ...input.framework, document: { ...input.framework.document, contentConstraints: { ...input.framework.document.contentConstraints, selectedTones: [tone] } } },
});

describe("the built-in writer speaks about the prospect, never about the page (issue 24)", () => {
  it.each([
    "Hello Maya, good to have you here.",
    "Prepared for your finance team at Acme: short sections you can read in any order.",
    "Maya, this one was written for you.",
    "This page starts with the month-end close.",
    "First on this page: approvals that keep moving.",
    "Read on.",
    "It only takes a minute to read.",
    "One page on invoice approval and payment, for your finance team",
    "Hi Maya, thanks for stopping by.",
    "Everything we discussed about billing, in one place.",
  ])("the check flags what launched pages said: %s", (sentence) => {
    expect(sentence).toMatch(SELF_REFERENCE);
  });

  it("no template (greetings, subheadlines, bridges, closings and every other line) says it, with any slot values", { timeout: 120_000 }, () => {
    const selfReferential = new Map<string, string>();
    let outputs = 0;
    for (const { template, text } of enumerateTemplateOutputs()) {
      outputs += 1;
      if (SELF_REFERENCE.test(text) && !selfReferential.has(template)) selfReferential.set(template, text);
    }
    expect(outputs).toBeGreaterThan(20_000);
    expect([...selfReferential]).toEqual([]);
  });

  describe("over campaigns of twelve named contacts (many with multi-word company names), every campaign type and tone", () => {
    const twelve = [...TRUTH_CONTACTS.slice(0, 6), ...SIX_HOTEL_CONTACTS];
    const campaigns = CAMPAIGN_TYPES.flatMap((type) =>
      TONES.flatMap((tone) =>
        Array.from({ length: 10 }, (_, c) => ({ label: `${type} / ${tone}`, pages: campaignInputs(`closings-${type}-${tone}-${c}`, twelve).map((input) => writeBuiltinContent(withTone(input, tone, type))) })),
      ),
    );

    it("prints no closing line twice in one campaign", () => {
      const repeated: string[] = [];
      for (const { label, pages } of campaigns) {
        const seen = new Set<string>();
        for (const line of pages.flatMap((p) => [p.closing.heading, p.closing.body])) {
          if (seen.has(line)) repeated.push(`${label}: ${line}`);
          seen.add(line);
        }
      }
      expect(repeated.slice(0, 5)).toEqual([]);
    });

    it("says no three-word run three times in one field (the readability gate holds a page that does)", () => {
      const runs = (text: string) => {
        const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
        const counts = new Map<string, number>();
        for (let i = 0; i + 3 <= words.length; i++) counts.set(words.slice(i, i + 3).join(" "), (counts.get(words.slice(i, i + 3).join(" ")) ?? 0) + 1);
        return [...counts].filter(([, n]) => n >= 3).map(([run]) => run);
      };
      const said = campaigns.flatMap(({ label, pages }) => pages.flatMap((p) => [p.intro, p.subheadline, p.closing.body].flatMap((field) => runs(field).map((run) => `${label}: “${run}” in “${field}”`))));
      expect(said.slice(0, 5)).toEqual([]);
    });
  });
});

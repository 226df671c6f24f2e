import { describe, expect, it } from "vitest";
import { INDUSTRY_SUGGESTIONS } from "@/shared/industries";
import { micrositeContentSchema, type MicrositeContent } from "@/shared/schemas/microsite-content";
import type { GenerationInput } from "@/server/page-input/generation-input";
import { AP_BRAND, AP_OFFERINGS, SIX_HOTEL_CONTACTS } from "@/server/test/ai/ap-sender";
import { sampleGenerationInput } from "@/server/test/ai/generation-input";
import { writeBuiltinContent } from "./builtin-writer";
import { numbersIn } from "./figures";
import { industryGroupFor } from "./industries";
import { foreignIndustryTerms } from "@/server/test/ai/builtin/industry-lexicon";
import { medianPairwiseJaccard, pageSentences, sentencesOnEveryPage } from "@/server/test/ai/builtin/variety";

const apInput = (overrides: Partial<GenerationInput> = {}): GenerationInput =>
  sampleGenerationInput({
    seed: "m-ap",
    contact: { firstName: "Maria", company: "Orbit Hotels", industry: "Hotels & Hospitality", title: "VP Finance", context: "Met at HITEC last week" },
    brand: AP_BRAND,
    offerings: AP_OFFERINGS,
    ...overrides,
  });

const withConstraints = (input: GenerationInput, patch: Partial<GenerationInput["framework"]["document"]["contentConstraints"]>): GenerationInput => ({
  ...input,
  framework: {
    ...input.framework,
    document: { ...input.framework.document, contentConstraints: { ...input.framework.document.contentConstraints, ...patch } },
  },
});

const allText = (content: MicrositeContent, input: GenerationInput) => {
  const { copy, senderData } = pageSentences(content, input);
  return [...copy, ...senderData].join(" ");
};

describe("built-in writer", () => {
  it("writes valid typed blocks in the framework's plan order, the same for the same seed", () => {
    const input = apInput();
    const content = writeBuiltinContent(input);
    expect(micrositeContentSchema.parse(content)).toEqual(content);
    expect(content.blocks.map((b) => b.kind)).toEqual(input.framework.plan.map((p) => p.kind));
    expect(writeBuiltinContent(input)).toEqual(content);
    expect(JSON.stringify(content)).toContain("Orbit Hotels");
  });

  it("never prints a framework section's description", () => {
    const input = apInput();
    const described = input.framework.plan.filter((p) => p.sectionDescription);
    expect(described.length).toBeGreaterThan(0);
    for (const seed of ["a", "b", "c"]) {
      const text = JSON.stringify(writeBuiltinContent({ ...input, seed }));
      for (const p of described) expect(text).not.toContain(p.sectionDescription);
    }
  });

  it("names no other industry's problems, for every suggested industry and every seed tried", () => {
    for (const industry of INDUSTRY_SUGGESTIONS) {
      for (const seed of ["s1", "s2", "s3"]) {
        const input = apInput({ seed, contact: { firstName: "Kim", company: "Acme", industry, title: "CFO" } });
        const foreign = foreignIndustryTerms(allText(writeBuiltinContent(input), input), industryGroupFor(industry).key);
        expect(foreign, industry).toEqual([]);
      }
    }
  });

  it("features the pinned offering, else the best fit deterministically (never at random)", () => {
    const pinned = apInput({ campaign: { ...apInput().campaign, featuredOfferingId: "o-onboarding" } });
    for (const seed of ["1", "2", "3", "4"]) expect(writeBuiltinContent({ ...pinned, seed }).offeringId).toBe("o-onboarding");
    const chosen = new Set(["1", "2", "3", "4", "5", "6"].map((seed) => writeBuiltinContent(apInput({ seed })).offeringId));
    expect(chosen).toEqual(new Set(["o-ap"]));
    // Order of the sender's list does not matter either.
    expect(writeBuiltinContent(apInput({ offerings: [...AP_OFFERINGS].reverse() })).offeringId).toBe("o-ap");
    const hotelOffer = { ...AP_OFFERINGS[1], id: "o-hotel", name: "Hotel Payables", description: "Accounts payable for hotels and resorts." };
    expect(writeBuiltinContent(apInput({ offerings: [...AP_OFFERINGS, hotelOffer] })).offeringId).toBe("o-hotel");
  });

  it("prints only figures from the sender's data, and an empty stat row when there are none", () => {
    const input = apInput();
    const senderNumbers = new Set(numbersIn(JSON.stringify([AP_BRAND.proofPoints, AP_OFFERINGS.map((o) => o.outcomes)])));
    for (const seed of ["1", "2", "3", "4", "5"]) {
      const content = writeBuiltinContent({ ...input, seed });
      for (const n of numbersIn(allText(content, input))) expect(senderNumbers, n).toContain(n);
    }
    const bare = apInput({ brand: { ...AP_BRAND, proofPoints: [] }, offerings: [{ ...AP_OFFERINGS[0], outcomes: ["No more duplicate payments"] }] });
    const outcomes = writeBuiltinContent(bare).blocks.find((b) => b.kind === "outcomes");
    expect(outcomes).toMatchObject({ stats: [] });
    expect(numbersIn(allText(writeBuiltinContent(bare), bare))).toEqual([]);
  });

  it("references the sender's stories (own industry first) and FAQ by id, and leaves the blocks out without them", () => {
    const withFaq = apInput({ framework: { ...apInput().framework, plan: [...apInput().framework.plan, { kind: "faq", sectionName: "FAQ", sectionDescription: "", required: false }] } });
    const content = writeBuiltinContent(withFaq);
    // The stat row takes the prospect's own industry first, naming each customer; the proof block tells the others.
    const outcomes = content.blocks.find((b) => b.kind === "outcomes");
    expect(outcomes?.kind === "outcomes" && outcomes.stats[0]).toEqual({ value: "62%", label: "Harbor Hotels: less time spent approving invoices" });
    const proof = content.blocks.find((b) => b.kind === "proof");
    expect(proof?.kind === "proof" && proof.storyIds.length).toBeGreaterThan(0);
    const faq = content.blocks.find((b) => b.kind === "faq");
    expect(faq?.kind === "faq" && faq.faqIds.every((id) => AP_BRAND.faqs.some((f) => f.id === id))).toBe(true);
    const none = writeBuiltinContent({ ...withFaq, brand: { ...AP_BRAND, proofPoints: [], faqs: [] } });
    expect(none.blocks.map((b) => b.kind)).not.toContain("proof");
    expect(none.blocks.map((b) => b.kind)).not.toContain("faq");
    const noBrand = writeBuiltinContent({ ...withFaq, brand: null, offerings: [] });
    // Nothing of the sender's to write from: no made-up problem or outcome, only how a start would look.
    expect(noBrand.blocks.map((b) => b.kind)).toEqual(["steps"]);
    expect(noBrand.offeringId).toBeNull();
  });

  it("closes with a sentence, not the button label", () => {
    for (const type of ["sales outreach", "marketing campaign", "product launch", "event promotion", "event follow up", "retention"]) {
      const content = writeBuiltinContent(apInput({ campaign: { ...apInput().campaign, type } }));
      expect(content.closing.heading).toMatch(/[.?!]$/);
      expect(content.closing.heading).not.toBe(content.ctaLabel);
    }
  });

  it("keeps every prohibited term off the page, rephrasing or dropping the sentence", () => {
    const base = apInput();
    const terms = ["invoice", "approval", "cost", "team", "Orbit"];
    for (const term of terms) {
      for (const seed of ["1", "2", "3"]) {
        const input = withConstraints({ ...base, seed }, { prohibitedTerms: [term] });
        const content = writeBuiltinContent(input);
        expect(micrositeContentSchema.safeParse(content).success).toBe(true);
        const own = JSON.stringify({ ...content, blocks: content.blocks.map((b) => (b.kind === "offer" ? { ...b, offeringId: "" } : b)), offeringId: null });
        expect(own, term).not.toMatch(new RegExp(`\\b${term}\\b`, "i"));
      }
    }
  });

  it("speaks to the role: the same company reads differently for finance and IT", () => {
    const finance = writeBuiltinContent(apInput({ contact: { ...apInput().contact, title: "CFO" } }));
    const it_ = writeBuiltinContent(apInput({ contact: { ...apInput().contact, title: "Director of IT" } }));
    expect(JSON.stringify(finance)).toMatch(/control|audit|cash/);
    expect(JSON.stringify(it_)).toMatch(/secur|integrat/);
  });

  it("stays within the schema with huge inputs", () => {
    const huge = apInput({ contact: { firstName: "A".repeat(400), company: "B".repeat(400), industry: "C".repeat(400), title: "D".repeat(400), context: "E".repeat(500) } });
    expect(micrositeContentSchema.safeParse(writeBuiltinContent(huge)).success).toBe(true);
  });

  it("varies among six contacts of one industry: median 3-gram Jaccard at most 0.35, no sentence on all six", () => {
    const inputs = SIX_HOTEL_CONTACTS.map((contact, i) => apInput({ seed: `hotel-${i}`, contact }));
    const pages = inputs.map((input) => pageSentences(writeBuiltinContent(input), input));
    const median = medianPairwiseJaccard(pages.map((p) => [...p.copy, ...p.senderData, ...p.offer].join(" ")));
    console.info(`six hotel contacts: median word-3-gram Jaccard ${median.toFixed(3)}`);
    expect(median).toBeLessThanOrEqual(0.35);
    expect(sentencesOnEveryPage(pages.map((p) => p.copy))).toEqual([]);
    // The hotel story is on every hotel page by design (closest industry first, named); nothing else of the sender's is.
    expect(sentencesOnEveryPage(pages.map((p) => p.senderData))).toEqual(["62% Harbor Hotels: less time spent approving invoices"]);
  });
});

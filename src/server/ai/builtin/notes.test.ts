import { describe, expect, it } from "vitest";
import { sampleGenerationInput } from "@/server/test/ai/generation-input";
import { AP_BRAND, AP_OFFERINGS } from "@/server/test/ai/ap-sender";
import { writeBuiltinContent } from "./builtin-writer";
import { SAMPLE_NOTES } from "@/server/test/ai/builtin/grammar-enumeration";
import { readNote } from "./notes";
import { sixWordRuns } from "@/server/test/ai/builtin/page-enumeration";
import { seededRandom } from "./random";
import { pageSentences } from "@/server/test/ai/builtin/variety";

const page = (context: string, seed = "n-1", brand = AP_BRAND) => {
  const input = sampleGenerationInput({ seed, contact: { firstName: "Dana", company: "Acme", industry: "Manufacturing", title: "CFO", context }, brand, offerings: AP_OFFERINGS });
  const content = writeBuiltinContent(input);
  return { content, text: pageSentences(content, input).copy.join(" ") };
};

describe("the rep's private note", () => {
  it.each([
    ["Referred by Priya Shah from Harbor Hotels", "referral", "Priya Shah"],
    ["intro from Marcus O'Neil, their auditor", "referral", "Marcus O'Neil"],
    ["Priya Shah suggested we talk", "referral", "Priya Shah"],
    ["intro from Dr. Kim", "referral", "Dr. Kim"],
    ["Met at SaaStr last week; interested in approvals", "event", "SaaStr"],
    ["Met at the spring trade show", "event", "the spring trade show"],
    ["spoke at HIMSS in March about scheduling", "event", "HIMSS"],
    ["Just raised a Series C; hiring their first controller next quarter.", "funding", ""],
    ["They are hiring three AP clerks this spring", "hiring", ""],
    ["Started a free trial on Monday", "trial", ""],
    ["Existing customer on the Starter plan since 2021", "customer", ""],
    ["Uses Bill.com today and is unhappy with the approvals", "competitor", ""],
    ["Switching from Coupa next year", "competitor", ""],
    ["Their contract is up for renewal in June", "renewal", ""],
    ["Worried about month-end close costs", "other", ""],
    ["", "none", ""],
  ])("%s → %s", (note, kind, name) => {
    expect(readNote(note)).toMatchObject({ kind, name });
  });

  it("becomes one natural first-person sentence in the intro", () => {
    expect(page(SAMPLE_NOTES.referral).content.intro).toMatch(/Priya Shah (suggested I reach out|thought we should talk)\./);
    expect(page(SAMPLE_NOTES.event).content.intro).toMatch(/(Great|good) to meet you at SaaStr\./);
    expect(page(SAMPLE_NOTES.funding).content.intro).toContain("Congratulations on the");
    expect(page(SAMPLE_NOTES.hiring).content.intro).toMatch(/growing the team|you are hiring/);
    // Recognised but never asserted: a customer, a trial or a competitor note prints nothing.
    for (const note of [SAMPLE_NOTES.customer, SAMPLE_NOTES.competitor, SAMPLE_NOTES.trial]) expect(page(note).content.intro).not.toMatch(/\bI\b|Bill\.com|customer|trying|try/);
    expect(page(SAMPLE_NOTES.renewal).content.intro).toMatch(/renewal/);
    expect(page(SAMPLE_NOTES.other).content.intro).not.toMatch(/month-end close costs|Worried/i);
    expect(page("").content.intro).not.toMatch(/\bI\b/);
  });

  it("is never quoted: no page shares a six-word run with its note (random notes built from the note vocabulary)", () => {
    const random = seededRandom("notes-property");
    const vocabulary = Object.values(SAMPLE_NOTES).join(" ").split(/\s+/).concat(["the", "our", "their", "invoice", "approvals", "month-end", "Ledgerly", "Acme"]);
    const seen: string[] = [];
    for (let i = 0; i < 300; i++) {
      const length = 6 + Math.floor(random() * 20);
      const note = Array.from({ length }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(" ");
      const { text } = page(note, `p-${i}`);
      const noteRuns = sixWordRuns(note);
      for (const run of sixWordRuns(text)) if (noteRuns.has(run)) seen.push(run);
    }
    for (const note of Object.values(SAMPLE_NOTES)) {
      const noteRuns = sixWordRuns(note);
      for (const run of sixWordRuns(page(note).text)) if (noteRuns.has(run)) seen.push(run);
    }
    expect(seen).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { AP_BRAND, AP_OFFERINGS } from "@/server/test/ai/ap-sender";
import { sampleGenerationInput } from "@/server/test/ai/generation-input";
import { article, checkGrammar, possessive } from "./grammar";
import { checkAllTemplates } from "@/server/test/ai/builtin/grammar-enumeration";
import { checkAllPages } from "@/server/test/ai/builtin/page-enumeration";

const rules = (text: string, names: string[] = []) => checkGrammar(text, names).map((i) => i.rule);

describe("grammar helpers", () => {
  it("picks a / an by sound, and writes possessives of names ending in s", () => {
    expect(["IT team", "AP Suite", "HR Cloud", "Abacus", "hour", "invoice"].map((w) => article(w))).toEqual(["an", "an", "an", "an", "an", "an"]);
    expect(["SaaS tool", "user", "one-time fee", "Ledgerly", "university", "CFO"].map((w) => article(w))).toEqual(["a", "a", "a", "a", "a", "a"]);
    expect(possessive("Analytical Engines")).toBe("Analytical Engines'");
    expect(possessive("Acme")).toBe("Acme's");
  });
});

describe("grammar checker", () => {
  it.each([
    ["Late fees costs more than it seems.", "agreement"],
    ["Hotels is not.", "agreement"],
    ["For a hotel group are the best.", "agreement"],
    ["We work with a IT team.", "article"],
    ["An finance team.", "article"],
    ["Analytical Engines's team.", "possessive"],
    ["Thanks.  Next.", "double-space"],
    ["Thanks.. Next.", "double-punctuation"],
    ["Thanks , next.", "space-before-punctuation"],
    ["Thanks. next step.", "capital"],
    ["We we help.", "repeated-word"],
  ])("flags %s as %s", (text, rule) => {
    expect(rules(text)).toContain(rule);
  });

  it("accepts names as given: lower-case starts, full stops, plural-looking product names", () => {
    expect(rules("iHeart Media could pay every invoice on time.", ["iHeart Media"])).toEqual([]);
    expect(rules("IHeart Media is here.", ["iHeart Media"])).toContain("name-case");
    expect(rules("A clearer way for Umbrella Corp. to pay on time.", ["Umbrella Corp."])).toEqual([]);
    expect(rules("Essentials is here.", ["Essentials"])).toEqual([]);
    expect(rules("Thank you for being an Abacus Systems customer.", ["Abacus Systems"])).toEqual([]);
    expect(rules("Acme are ready.", ["Acme"])).toContain("agreement");
  });
});

describe("grammar over the full template combinations", () => {
  it("finds no error and no other industry's problem in any template with any slot values", { timeout: 120_000 }, () => {
    const result = checkAllTemplates();
    console.info(`template combinations checked: ${result.combinations}; grammar errors: ${result.grammar.length}; foreign industry terms: ${result.foreignIndustry.length}`);
    expect(result.combinations).toBeGreaterThan(20_000);
    expect(result.grammar.slice(0, 5)).toEqual([]);
    expect(result.foreignIndustry.slice(0, 5)).toEqual([]);
  });

  it("finds no error in whole pages: campaign types × tones × roles × note kinds × with/without brand data", { timeout: 120_000 }, () => {
    const result = checkAllPages(sampleGenerationInput({ contact: { firstName: "Dana", company: "Acme" }, brand: AP_BRAND, offerings: AP_OFFERINGS }));
    console.info(`pages checked: ${result.pages}; grammar errors: ${result.grammar.length}; foreign terms: ${result.foreignIndustry.length}; quoted notes: ${result.quotedNotes.length}; invented figures: ${result.inventedFigures.length}`);
    expect(result.pages).toBe(6 * 6 * 7 * 10 * 2);
    expect(result.grammar.slice(0, 5)).toEqual([]);
    expect(result.foreignIndustry.slice(0, 5)).toEqual([]);
    expect(result.quotedNotes.slice(0, 5)).toEqual([]);
    expect(result.inventedFigures.slice(0, 5)).toEqual([]);
  });
});

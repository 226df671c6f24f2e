import { describe, expect, it } from "vitest";
import { faqSchema, proofPointSchema } from "./brand-proof";

const story = { customer: "Globex", industry: "Manufacturing", figure: "62%", outcome: "less time approving invoices" };

const messagesOf = (schema: typeof proofPointSchema | typeof faqSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("proofPointSchema (customer stories)", () => {
  it("names every missing required field, once each", () => {
    expect(messagesOf(proofPointSchema, {})).toEqual({ customer: "Customer is required", figure: "Figure is required", outcome: "Outcome is required" });
    expect(messagesOf(proofPointSchema, { customer: " ", figure: " ", outcome: " " })).toEqual({
      customer: "Customer is required",
      figure: "Figure is required",
      outcome: "Outcome is required",
    });
  });

  it("wants a figure with a number in it", () => {
    expect(messagesOf(proofPointSchema, { ...story, figure: "a lot" })).toEqual({ figure: "Figure must contain a number, e.g. 62% or 3 days" });
    for (const figure of ["62%", "3 days", "$1.2M", "2x"]) expect(proofPointSchema.safeParse({ ...story, figure }).success, figure).toBe(true);
  });

  it("wants the author of a quote", () => {
    expect(messagesOf(proofPointSchema, { ...story, quote: "It just works." })).toEqual({ author: "Add who said the quote" });
    expect(messagesOf(proofPointSchema, { customer: "", figure: "62%", outcome: "x", quote: "It just works." })).toEqual({
      customer: "Customer is required",
      author: "Add who said the quote",
    });
  });

  it("caps every field's length with a message naming it", () => {
    const long = (n: number) => "9".repeat(n + 1);
    expect(
      messagesOf(proofPointSchema, {
        customer: long(120),
        industry: long(120),
        figure: long(24),
        outcome: long(200),
        quote: long(600),
        author: long(120),
        author_title: long(120),
      }),
    ).toEqual({
      customer: "Customer must be 120 characters or fewer",
      industry: "Industry must be 120 characters or fewer",
      figure: "Figure must be 24 characters or fewer",
      outcome: "Outcome must be 200 characters or fewer",
      quote: "Quote must be 600 characters or fewer",
      author: "Author must be 120 characters or fewer",
      author_title: "Author title must be 120 characters or fewer",
    });
  });

  it("trims, and stores blank optional fields as empty text", () => {
    expect(proofPointSchema.parse({ ...story, customer: "  Globex ", industry: " ", quote: "", author: null })).toEqual({
      ...story,
      industry: "",
      quote: "",
      author: "",
      author_title: "",
    });
  });
});

describe("faqSchema", () => {
  it("wants a question and an answer", () => {
    expect(messagesOf(faqSchema, {})).toEqual({ question: "Question is required", answer: "Answer is required" });
    expect(messagesOf(faqSchema, { question: "  ", answer: "\n" })).toEqual({ question: "Question is required", answer: "Answer is required" });
  });

  it("caps their length", () => {
    expect(messagesOf(faqSchema, { question: "q".repeat(201), answer: "a".repeat(1201) })).toEqual({
      question: "Question must be 200 characters or fewer",
      answer: "Answer must be 1200 characters or fewer",
    });
    expect(faqSchema.parse({ question: " Setup? ", answer: " A week. " })).toEqual({ question: "Setup?", answer: "A week." });
  });
});

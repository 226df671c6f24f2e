import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { failedBlockers } from "@/shared/quality";
import { micrositeContentSchema, type MicrositeContent } from "@/shared/schemas/microsite-content";
import { readJudgeAnswer } from "../ai/judge";
import { writeCheckedPage } from "./checked-write";
import { sampleContent, sampleGeneration, sampleHtml } from "../test/quality/page-fixtures";

/** Real answers of a real engine (llama.cpp through node-llama-cpp, the tiny random model), recorded once. */
type Recorded = { answers: Array<{ request: string; text: string }>; judgments: Array<{ request: string; text: string }> };
const recorded = JSON.parse(readFileSync(new URL("../test/quality/llama-answers/token-soup.json", import.meta.url), "utf8")) as Recorded;
const soups = recorded.answers.map((a) => a.text).filter((t) => !t.startsWith("{"));
const unterminated = recorded.answers.map((a) => a.text).filter((t) => t.startsWith("{"));

/** A schema-valid page whose every string is cut from an engine's answer, as a grammar-bound model writes one. */
function pageFrom(text: string): MicrositeContent {
  const pieces = text.split(/\s+/).filter(Boolean);
  let i = 0;
  const next = (words = 2) => pieces.slice(i, (i += words)).join(" ") || pieces[0];
  return micrositeContentSchema.parse(
    sampleContent({
      headline: next(),
      subheadline: next(3),
      intro: next(4),
      blocks: [{ kind: "problem", heading: next(), paragraphs: [next(5)], points: [next()] }, sampleContent().blocks[2]],
      closing: { heading: next(), body: next(3) },
      ctaLabel: next(1).slice(0, 40),
    }),
  );
}

describe("the gates on a real engine's recorded answers", () => {
  it("fails closed on every recorded judgment: token soup and unterminated JSON are no verdict", () => {
    expect(unterminated).toHaveLength(1);
    for (const text of [...soups, ...unterminated, ""]) {
      expect(readJudgeAnswer(text)).toEqual({ passed: false, message: "The AI judge's answer could not be read, so the page was not judged" });
    }
  });

  it("reads a grammar-bound judgment as what it says: a fail holds the page, with the problem it names", () => {
    expect(readJudgeAnswer(recorded.judgments[0].text)).toEqual({ passed: false, message: "The AI judge found: ];♭qqNETvic configureeff" });
  });

  it("holds every page written from the engine's answers, naming the failed check", async () => {
    for (const text of soups) {
      const content = pageFrom(text);
      const written = await writeCheckedPage(
        { writer: { generate: async () => content }, images: { missing: async () => [] } },
        sampleGeneration(),
        (c) => sampleHtml({ body: `<h1>${c.headline}</h1><p>Northwind Traders</p>` }),
      );
      expect(written.ok).toBe(false);
      expect(failedBlockers(written.page.quality).map((c) => c.id)).toContain("readable-english");
      expect(written.ok ? "" : written.reason).toMatch(/^Quality check failed: Readable English: Not English: /);
    }
  });
});

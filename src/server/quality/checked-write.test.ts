import { describe, expect, it } from "vitest";
import { newQualityCheckpoint } from "@/shared/framework-defaults";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import type { GenerationInput } from "../page-input/generation-input";
import { writeCheckedPage, type ContentWriter } from "./checked-write";
import type { ImageChecker } from "./stored-images";
import { generationWithFramework, sampleContent, sampleHtml } from "../test/quality/page-fixtures";

const images: ImageChecker = { missing: async () => [] };
const render = (content: MicrositeContent) => sampleHtml({ body: `<h1>${content.headline}</h1><p>Northwind Traders</p>` });
const generation = generationWithFramework({
  constraints: { prohibitedTerms: ["cheap"] },
  checkpoints: [{ ...newQualityCheckpoint("Brand compliance check"), automated: true, blocker: true }],
});

/** A writer that answers the given headlines in turn and records what it was asked. */
function scriptedWriter(headlines: string[]) {
  const calls: Array<{ seed: string; feedback?: string[] }> = [];
  const writer: ContentWriter = {
    async generate(input: GenerationInput, _signal, feedback) {
      calls.push({ seed: input.seed, feedback });
      return sampleContent({ headline: headlines[calls.length - 1] });
    },
  };
  return { writer, calls };
}

describe("writeCheckedPage", () => {
  it("keeps a first draft that passes its blockers, without a re-write", async () => {
    const { writer, calls } = scriptedWriter(["A fair price"]);
    const result = await writeCheckedPage({ writer, images }, generation, render);
    expect(result.ok).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("re-writes once with a derived seed and the failure as feedback, and keeps a passing re-write", async () => {
    const { writer, calls } = scriptedWriter(["A cheap tool", "A fair price"]);
    const result = await writeCheckedPage({ writer, images }, generation, render);
    expect(result).toMatchObject({ ok: true, page: { content: { headline: "A fair price" } } });
    expect(calls).toEqual([
      { seed: "m-1", feedback: undefined },
      { seed: "m-1:rewrite", feedback: ["No prohibited terms: The page uses “cheap”"] },
    ]);
  });

  it("holds the page with the blocker's reason when the re-write fails too", async () => {
    const { writer } = scriptedWriter(["A cheap tool", "Still cheap"]);
    const result = await writeCheckedPage({ writer, images }, generation, render);
    expect(result).toMatchObject({ ok: false, reason: "Quality check failed: No prohibited terms: The page uses “cheap”" });
    expect(result.page.quality.checks.find((c) => c.id === "prohibited-terms")).toMatchObject({ passed: false, blocker: true });
  });

  it("never re-writes for warnings (a framework lowering prohibited terms to warnings)", async () => {
    const { writer, calls } = scriptedWriter(["A cheap tool"]);
    const lowered = generationWithFramework({ constraints: { prohibitedTerms: ["cheap"] }, checkpoints: [newQualityCheckpoint("Brand compliance check")] });
    const result = await writeCheckedPage({ writer, images }, lowered, render);
    expect(result.ok).toBe(true);
    expect(result.page.quality.score).toBeLessThan(100);
    expect(calls).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";
import type { PageUnderTest } from "./check";
import { requiredSectionsCheck } from "./required-sections-check";
import { sampleContent, sampleGeneration } from "../test/quality/page-fixtures";

const run = (generation: PageUnderTest["generation"], content = sampleContent()) => requiredSectionsCheck.run({ generation, content } as PageUnderTest);

describe("required sections", () => {
  const base = sampleGeneration();
  const required = { ...base, framework: { ...base.framework, plan: base.framework.plan.map((p) => ({ ...p, required: true })) } };
  const noProblem = sampleContent({ blocks: sampleContent().blocks.filter((b) => b.kind !== "problem" && b.kind !== "outcomes") });

  it("names a required section the page left out", () => {
    expect(required.offerings.length).toBeGreaterThan(0);
    const verdict = run(required, noProblem);
    expect(verdict.passed).toBe(false);
    expect(verdict.message).toMatch(/^Missing /);
  });

  it("does not ask for a problem or outcomes with no offering to write them from (nothing true to say there)", () => {
    const verdict = run({ ...required, offerings: [], brand: required.brand ? { ...required.brand, proofPoints: [] } : null }, noProblem);
    expect(verdict).toMatchObject({ passed: true });
  });
});

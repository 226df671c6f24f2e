import { describe, expect, it } from "vitest";
import { frameworkInputSchema } from "./schemas/framework";
import { firstFrameworkSaveProblem } from "./framework-validation";
import { FRAMEWORK_PRESETS, frameworkFromPreset } from "./framework-presets";

describe("framework presets", () => {
  it("offers Clean SaaS, Bold launch and Formal finance", () => {
    expect(FRAMEWORK_PRESETS.map((p) => p.name)).toEqual(["Clean SaaS", "Bold launch", "Formal finance"]);
  });

  it.each(FRAMEWORK_PRESETS.map((p) => p.id))("%s is a framework that saves as is", (id) => {
    const values = frameworkFromPreset(id);
    expect(firstFrameworkSaveProblem(values)).toBeNull();
    expect(frameworkInputSchema.safeParse(values).success).toBe(true);
  });
});

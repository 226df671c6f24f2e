import { describe, expect, it } from "vitest";
import { completeFrameworkDocument, mergeFrameworkPatch } from "./framework-complete";
import { defaultLayoutParameters, newFrameworkValues } from "./framework-defaults";
import { frameworkCreateSchema } from "./schemas/framework-create";

describe("completeFrameworkDocument", () => {
  it("gives an empty document the builder's starting values (which still need a name, palettes, fonts and tones)", () => {
    expect(completeFrameworkDocument({})).toEqual(newFrameworkValues());
    expect(frameworkCreateSchema.safeParse({}).error?.issues[0].message).toBe("Framework name is required");
  });

  it("fills list items from a new item's defaults, and what was sent wins", () => {
    const done = completeFrameworkDocument({
      flexibility_boundaries: { customizableElements: [{ element: "Images", customizationLevel: "full" }], qualityCheckpoints: [{ stage: "Final review" }] },
      layout_parameters: { sectionTypes: [{ name: "Hero", components: [{ type: "heading" }] }] },
    }) as ReturnType<typeof newFrameworkValues>;
    expect(done.flexibility_boundaries.customizableElements[0]).toMatchObject({ element: "Images", customizationLevel: "full", requiresApproval: false, allowedModifications: [] });
    expect(done.flexibility_boundaries.qualityCheckpoints[0]).toMatchObject({ stage: "Final review", criteria: [], automated: false, blocker: false });
    expect(done.layout_parameters.sectionTypes[0]).toMatchObject({ name: "Hero", maxInstances: 1, allowedPositions: ["middle"], components: [{ type: "heading", required: false, constraints: {} }] });
  });

  it("replaces maps of the user's own names instead of mixing in the defaults", () => {
    const done = completeFrameworkDocument({ layout_parameters: { responsiveBreakpoints: { phone: 400 } } }) as ReturnType<typeof newFrameworkValues>;
    expect(done.layout_parameters.responsiveBreakpoints).toEqual({ phone: 400 });
    expect(done.layout_parameters.grid).toEqual(defaultLayoutParameters().grid);
  });

  it("leaves values of the wrong type as sent, for validation to name", () => {
    expect((completeFrameworkDocument({ brand_guidelines: [] }) as { brand_guidelines: unknown }).brand_guidelines).toEqual([]);
    expect(completeFrameworkDocument("x")).toBe("x");
  });
});

describe("mergeFrameworkPatch", () => {
  it("merges objects key by key, replaces lists and values", () => {
    const current = { name: "A", layout_parameters: { grid: { columns: 12, gutter: "1rem" }, responsiveBreakpoints: { a: 1, b: 2 } }, tags: [1, 2] };
    expect(mergeFrameworkPatch(current, { layout_parameters: { grid: { columns: 8 }, responsiveBreakpoints: { c: 3 } }, tags: [3] })).toEqual({
      name: "A",
      layout_parameters: { grid: { columns: 8, gutter: "1rem" }, responsiveBreakpoints: { c: 3 } },
      tags: [3],
    });
  });
});

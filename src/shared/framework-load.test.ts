import { describe, expect, it } from "vitest";
import { defaultLayoutParameters } from "./framework-defaults";
import { loadFrameworkDocument } from "./framework-load";
import { buildFrameworkInput } from "./test/framework-factory";

const storedOf = (input = buildFrameworkInput()) => ({
  brandGuidelines: input.brand_guidelines as unknown,
  layoutParameters: input.layout_parameters as unknown,
  contentConstraints: input.content_constraints as unknown,
  flexibilityBoundaries: input.flexibility_boundaries as unknown,
});

describe("loadFrameworkDocument (spec 3: records are checked on load)", () => {
  it("returns a valid stored document unchanged, with no problems", () => {
    const input = buildFrameworkInput();
    const { document, problems } = loadFrameworkDocument(storedOf(input));
    expect(problems).toEqual([]);
    expect(document.brandGuidelines).toEqual(input.brand_guidelines);
    expect(document.flexibilityBoundaries).toEqual(input.flexibility_boundaries);
  });

  it("reports groups that are not objects and shows defaults for them", () => {
    const { document, problems } = loadFrameworkDocument({ ...storedOf(), layoutParameters: "oops", contentConstraints: [1, 2] });
    expect(problems).toEqual([
      { field: "layout_parameters", message: "is not an object" },
      { field: "content_constraints", message: "is not an object" },
    ]);
    expect(document.layoutParameters).toEqual(defaultLayoutParameters());
    expect(document.contentConstraints.selectedTones).toEqual([]);
  });

  it("keeps the good palettes of a list with one bad palette, and says which one was dropped", () => {
    const input = buildFrameworkInput();
    const good = input.brand_guidelines.colorPalettes[0];
    const stored = storedOf(input);
    (stored.brandGuidelines as { colorPalettes: unknown[] }).colorPalettes = [good, { ...good, id: "bad", accent: "not-a-colour" }];
    const { document, problems } = loadFrameworkDocument(stored);
    expect(document.brandGuidelines.colorPalettes).toEqual([good]);
    expect(problems).toEqual([{ field: "brand_guidelines.colorPalettes[1].accent", message: "Accent colour must be a hex colour like #1A2B3C" }]);
  });

  it("repairs an approval workflow the builder would refuse instead of dropping it (its pages stay under review), and drops what is no workflow", () => {
    const stored = storedOf();
    (stored.flexibilityBoundaries as { approvalWorkflows: unknown[] }).approvalWorkflows = [{ id: "w1", name: "Legal sign-off", approvers: [], appliesTo: ["Nope"] }, 7];
    const { document, problems } = loadFrameworkDocument(stored);
    expect(document.flexibilityBoundaries.approvalWorkflows).toEqual([{ id: "w1", name: "Legal sign-off", approvers: [], appliesTo: [] }]);
    expect(problems).toEqual([
      { field: "flexibility_boundaries.approvalWorkflows[0].approvers", message: "Each approval workflow needs at least one approver" },
      { field: "flexibility_boundaries.approvalWorkflows[0].appliesTo[0]", message: "Choose an element from the list" },
      { field: "flexibility_boundaries.approvalWorkflows[1]", message: "Invalid input: expected object, received number" },
    ]);
  });

  it("reports missing fields of an empty stored group (a row inserted with the column defaults)", () => {
    const { document, problems } = loadFrameworkDocument({ brandGuidelines: {}, layoutParameters: {}, contentConstraints: {}, flexibilityBoundaries: {} });
    expect(problems).toContainEqual({ field: "brand_guidelines.colorPalettes", message: "is missing" });
    expect(problems).toContainEqual({ field: "layout_parameters.grid", message: "is missing" });
    expect(document.layoutParameters.grid.columns).toBe(12);
    expect(document.brandGuidelines.colorPalettes).toEqual([]);
  });

  it("reports a cross-field rule that fails even though each part is fine", () => {
    const input = buildFrameworkInput();
    input.content_constraints.toneOfVoice = [{ name: "Bold & Provocative", description: "" }];
    const { problems } = loadFrameworkDocument(storedOf(input));
    expect(problems).toEqual([{ field: "content_constraints.toneOfVoice", message: "Tone notes must belong to selected tones" }]);
  });

  it("reports an empty list that must have entries", () => {
    const input = buildFrameworkInput();
    input.content_constraints.selectedTones = [];
    const { problems } = loadFrameworkDocument(storedOf(input));
    expect(problems).toEqual([{ field: "content_constraints.selectedTones", message: "Select at least one tone" }]);
  });
});

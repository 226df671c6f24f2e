import { describe, expect, it } from "vitest";
import { newFrameworkValues } from "./framework-defaults";
import { firstFrameworkSaveProblem } from "./framework-validation";
import { buildFrameworkInput } from "./test/framework-factory";

describe("firstFrameworkSaveProblem (spec 5 'Framework save' order)", () => {
  it("checks name, palette, font combination, tone in that order, each on its tab", () => {
    const steps: Array<[string, string]> = [];
    const draft = newFrameworkValues();
    const record = () => {
      const problem = firstFrameworkSaveProblem(draft);
      steps.push([problem?.message ?? "ok", problem?.tab ?? "-"]);
    };
    record();
    draft.name = "Acme";
    record();
    draft.brand_guidelines.colorPalettes = buildFrameworkInput().brand_guidelines.colorPalettes;
    record();
    draft.brand_guidelines.typography.fontCombinations = buildFrameworkInput().brand_guidelines.typography.fontCombinations;
    record();
    draft.content_constraints.selectedTones = ["Concise & Direct"];
    record();
    expect(steps).toEqual([
      ["Please enter a framework name", "basic"],
      ["Add at least one color palette", "brand"],
      ["Add at least one font combination", "brand"],
      ["Select at least one tone", "content"],
      ["ok", "-"],
    ]);
  });

  it("treats a whitespace-only name as blank", () => {
    expect(firstFrameworkSaveProblem(buildFrameworkInput({ name: "  \t " }))).toMatchObject({ message: "Please enter a framework name", tab: "basic" });
  });

  it("the name comes first even when everything else is missing too", () => {
    const draft = { ...newFrameworkValues(), name: "" };
    expect(firstFrameworkSaveProblem(draft)?.message).toBe("Please enter a framework name");
  });

  it("after the spec's checks, other schema rules point at the tab that edits the field", () => {
    const layout = buildFrameworkInput();
    layout.layout_parameters.sectionTypes[0].allowedPositions = [];
    expect(firstFrameworkSaveProblem(layout)).toMatchObject({ message: "Choose at least one allowed position for each section", tab: "layout" });
    const flex = buildFrameworkInput();
    flex.flexibility_boundaries.approvalWorkflows = [{ id: "w", name: "Legal", approvers: [], appliesTo: [] }];
    expect(firstFrameworkSaveProblem(flex)).toMatchObject({ message: "Each approval workflow needs at least one approver", tab: "flexibility" });
    const brand = buildFrameworkInput();
    brand.brand_guidelines.colorPalettes[0].text = "black";
    expect(firstFrameworkSaveProblem(brand)).toMatchObject({ message: "Text colour must be a hex colour like #1A2B3C", tab: "brand" });
    const basic = buildFrameworkInput({ description: "x".repeat(2001) });
    expect(firstFrameworkSaveProblem(basic)).toMatchObject({ tab: "basic" });
  });
});

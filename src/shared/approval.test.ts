import { describe, expect, it } from "vitest";
import { approvalReasons } from "./approval";

describe("approvalReasons", () => {
  it("names legal review and each approval workflow with its approvers", () => {
    expect(
      approvalReasons({
        contentConstraints: { legalCompliance: { requiresLegalReview: true } },
        flexibilityBoundaries: { approvalWorkflows: [{ name: "Brand check", approvers: ["Marketing lead"] }, { name: " ", approvers: [] }] },
      }),
    ).toEqual(["Legal review required", "Brand check (Marketing lead)", "Approval workflow"]);
  });

  it("holds pages for a listed workflow the builder would refuse: no approvers, no name, unknown elements (never dropped)", () => {
    const reasons = approvalReasons({
      contentConstraints: {},
      flexibilityBoundaries: {
        approvalWorkflows: [{ name: "Legal sign-off" }, { name: "  Brand check ", approvers: [" Marketing lead ", ""], appliesTo: ["Nope"] }, { id: 7, approvers: ["CFO"] }, {}],
      },
    });
    expect(reasons).toEqual(["Legal sign-off", "Brand check (Marketing lead)", "Approval workflow (CFO)", "Approval workflow"]);
  });

  it("keeps legal review when other parts of the content rules are unusable", () => {
    expect(approvalReasons({ contentConstraints: { selectedTones: "all", legalCompliance: { requiresLegalReview: true, regulations: ["Nope"] } }, flexibilityBoundaries: null })).toEqual([
      "Legal review required",
    ]);
  });

  it("holds nothing for a framework without review, a malformed document or no framework", () => {
    expect(approvalReasons({ contentConstraints: { legalCompliance: { requiresLegalReview: false } }, flexibilityBoundaries: { approvalWorkflows: [] } })).toEqual([]);
    expect(approvalReasons({ contentConstraints: "broken", flexibilityBoundaries: { approvalWorkflows: "x" } })).toEqual([]);
    expect(approvalReasons({ contentConstraints: { legalCompliance: { requiresLegalReview: "yes" } }, flexibilityBoundaries: { approvalWorkflows: [null, 5, "Legal"] } })).toEqual([]);
    expect(approvalReasons({ contentConstraints: null, flexibilityBoundaries: [] })).toEqual([]);
    expect(approvalReasons(null)).toEqual([]);
  });
});

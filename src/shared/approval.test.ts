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

  it("holds nothing for a framework without review, a malformed document or no framework", () => {
    expect(approvalReasons({ contentConstraints: { legalCompliance: { requiresLegalReview: false } }, flexibilityBoundaries: { approvalWorkflows: [] } })).toEqual([]);
    expect(approvalReasons({ contentConstraints: "broken", flexibilityBoundaries: { approvalWorkflows: "x" } })).toEqual([]);
    expect(approvalReasons(null)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { isFailedPage, overridableFailures, qualityBadge, unoverridableFailures, type QualityCheckResult, type QualityReport } from "./quality";

const check = (passed: boolean, blocker: boolean): QualityCheckResult => ({ id: `c${Math.random()}`, stage: "Brand compliance check", label: "Logo", passed, blocker, message: "" });
// 12 of 13 checks passed: a score of 92, which alone would be green.
const report = (blockerFails: boolean): QualityReport => ({ score: 92, checks: [...Array.from({ length: 12 }, () => check(true, true)), check(false, blockerFails)] });

describe("a page's quality badge", () => {
  it("a failed page reads Failed in red whatever its score", () => {
    expect(qualityBadge(92, true)).toEqual({ tone: "danger", text: "Failed", label: "Page failed: quality score 92 of 100" });
    expect(qualityBadge(100, true).tone).toBe("danger");
  });

  it("a page that did not fail shows its score in the score's tone", () => {
    expect(qualityBadge(92, false)).toEqual({ tone: "success", text: "92", label: "Quality score 92 of 100" });
    expect(qualityBadge(75, false).tone).toBe("warning");
    expect(qualityBadge(40, false).tone).toBe("danger");
  });

  it("failed means a generation error or a failed blocking check; a failed warning is not a failure", () => {
    expect(isFailedPage("error")).toBe(true);
    expect(isFailedPage("completed", report(true))).toBe(true);
    expect(isFailedPage(null, report(true))).toBe(true);
    expect(isFailedPage("completed", report(false))).toBe(false);
    expect(isFailedPage("awaiting_approval")).toBe(false);
  });
});

describe("what an admin may publish past (issue 24 item 4)", () => {
  const override = { by: { id: "u1", name: "Mia" }, at: "2026-11-26T14:00:00.000Z", reason: "Checked by legal", checks: [{ id: "ai-judge", label: "Claims" }] };

  it("every failing check but those that always block; passed checks are neither", () => {
    const readable = { ...check(false, true), id: "readable-english", alwaysBlocks: true };
    const judge = { ...check(false, true), id: "ai-judge" };
    const warning = { ...check(false, false), id: "contrast" };
    const held: QualityReport = { score: 50, checks: [check(true, true), readable, judge, warning] };
    expect(overridableFailures(held).map((c) => c.id)).toEqual(["ai-judge", "contrast"]);
    expect(unoverridableFailures(held).map((c) => c.id)).toEqual(["readable-english"]);
  });

  it("a page published anyway is not shown as failed; its generation error still is", () => {
    expect(isFailedPage("completed", { ...report(true), override })).toBe(false);
    expect(isFailedPage("error", { ...report(true), override })).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { approvedText, clearedText, clearReviewConfirm, pagesText, rejectedText, selectionState } from "./approval-text";

describe("approval texts", () => {
  it("counts pages", () => {
    expect(pagesText(1)).toBe("1 page");
    expect(pagesText(2500)).toBe("2,500 pages");
    expect(approvedText(2)).toBe("2 pages approved and published");
    expect(rejectedText(1)).toBe("1 page rejected; the rep sees your comment");
  });

  it("says what clearing review does before and after", () => {
    expect(clearReviewConfirm(1)).toBe("Approve 1 page and stop reviewing it? The rep's next edits publish at once, unless the page's framework still asks for review.");
    expect(clearedText({ approved: 2, cleared: 3 })).toBe("2 pages approved and published; 3 pages no longer need review");
  });
});

describe("selectionState", () => {
  const ids = ["a", "b", "c"];
  it("is unchecked with none of the ids selected, whatever else is", () => {
    expect(selectionState(ids, new Set(["x"]))).toBe(false);
  });
  it("is checked with all of them", () => {
    expect(selectionState(ids, new Set(["a", "b", "c", "x"]))).toBe(true);
  });
  it("is indeterminate with some", () => {
    expect(selectionState(ids, new Set(["b"]))).toBe("indeterminate");
  });
});

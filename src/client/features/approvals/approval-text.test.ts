import { describe, expect, it } from "vitest";
import { approvedText, pagesText, rejectedText, selectionState } from "./approval-text";

describe("approval texts", () => {
  it("counts pages", () => {
    expect(pagesText(1)).toBe("1 page");
    expect(pagesText(2500)).toBe("2,500 pages");
    expect(approvedText(2)).toBe("2 pages approved and published");
    expect(rejectedText(1)).toBe("1 page rejected; the rep sees your comment");
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

import { describe, expect, it } from "vitest";
import { pageCount, rangeText } from "./pager-text";

describe("pager text", () => {
  it("names the rows shown and the total", () => {
    expect(rangeText(0, 50, 10_000)).toBe("1–50 of 10,000");
    expect(rangeText(199, 50, 10_000)).toBe("9,951–10,000 of 10,000");
    expect(rangeText(1, 50, 60)).toBe("51–60 of 60");
    expect(rangeText(0, 50, 0)).toBe("0 of 0");
  });

  it("counts pages, at least one", () => {
    expect(pageCount(50, 0)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(50, 51)).toBe(2);
  });
});

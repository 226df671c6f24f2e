import { describe, expect, it } from "vitest";
import { reviewNoticeText } from "./review-text";

describe("reviewNoticeText", () => {
  it("counts pages awaiting approval, in the singular and the plural", () => {
    expect(reviewNoticeText(1, 0)).toBe("1 page is awaiting approval by a workspace admin and goes live once approved.");
    expect(reviewNoticeText(1200, 0)).toBe("1,200 pages are awaiting approval by a workspace admin and go live once approved.");
  });

  it("points a rep at the comments of rejected pages", () => {
    expect(reviewNoticeText(0, 1)).toBe("1 page was rejected: the admin's comment is under it.");
    expect(reviewNoticeText(0, 3)).toBe("3 pages were rejected: the admin's comment is under each.");
  });

  it("says both when both are there", () => {
    expect(reviewNoticeText(2, 1)).toBe("2 pages are awaiting approval by a workspace admin and go live once approved. 1 page was rejected: the admin's comment is under it.");
  });
});

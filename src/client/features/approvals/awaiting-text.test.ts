import { describe, expect, it } from "vitest";
import { awaitingYourApprovalText } from "./awaiting-text";

describe("awaitingYourApprovalText", () => {
  it("agrees with the count", () => {
    expect(awaitingYourApprovalText(1)).toBe("1 page awaits your approval");
    expect(awaitingYourApprovalText(3)).toBe("3 pages await your approval");
    expect(awaitingYourApprovalText(1200)).toBe("1,200 pages await your approval");
  });
});

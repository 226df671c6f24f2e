import { describe, expect, it } from "vitest";
import { engagementToastMessages } from "./engagement-toasts";

const item = (n: number) => ({ title: "Microsite first viewed", description: `Prospect ${n} opened their microsite · Q3` });

describe("engagementToastMessages", () => {
  it("says nothing when nobody engaged", () => expect(engagementToastMessages({ items: [], total: 0 })).toEqual([]));
  it("announces up to three engagements one by one", () =>
    expect(engagementToastMessages({ items: [item(1), item(2)], total: 2 })).toEqual([
      "Microsite first viewed: Prospect 1 opened their microsite · Q3",
      "Microsite first viewed: Prospect 2 opened their microsite · Q3",
    ]));
  it("summarizes more", () =>
    expect(engagementToastMessages({ items: [item(9), item(8), item(7), item(6), item(5)], total: 12 })).toEqual([
      "12 new prospect engagements since your last visit. Latest: Prospect 9 opened their microsite · Q3",
    ]));
});

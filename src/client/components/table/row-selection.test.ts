import { describe, expect, it } from "vitest";
import { pageTick, setIds, toggleId } from "./row-selection";

describe("row selection", () => {
  it("says whether none, some or all of the page is ticked", () => {
    expect(pageTick(["a", "b"], new Set())).toBe("none");
    expect(pageTick(["a", "b"], new Set(["a", "z"]))).toBe("some");
    expect(pageTick(["a", "b"], new Set(["a", "b"]))).toBe("all");
    expect(pageTick([], new Set(["a"]))).toBe("none");
  });

  it("flips one id without touching the original set", () => {
    const before = new Set(["a"]);
    expect([...toggleId(before, "b")]).toEqual(["a", "b"]);
    expect([...toggleId(before, "a")]).toEqual([]);
    expect([...before]).toEqual(["a"]);
  });

  it("ticks or unticks a page, keeping ticks from other pages", () => {
    const other = new Set(["x"]);
    expect([...setIds(other, ["a", "b"], true)].sort()).toEqual(["a", "b", "x"]);
    expect([...setIds(new Set(["a", "b", "x"]), ["a", "b"], false)]).toEqual(["x"]);
  });
});

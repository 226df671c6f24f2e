import { describe, expect, it } from "vitest";
import { pageTick, setRows, toggleRow } from "./row-selection";

const r = (id: string) => ({ id });
const ticked = (...ids: string[]) => new Map(ids.map((id) => [id, r(id)]));

describe("row selection", () => {
  it("says whether none, some or all of the page is ticked", () => {
    expect(pageTick(["a", "b"], ticked())).toBe("none");
    expect(pageTick(["a", "b"], ticked("a", "z"))).toBe("some");
    expect(pageTick(["a", "b"], ticked("a", "b"))).toBe("all");
    expect(pageTick([], ticked("a"))).toBe("none");
  });

  it("flips one row without touching the original", () => {
    const before = ticked("a");
    expect([...toggleRow(before, r("b")).keys()]).toEqual(["a", "b"]);
    expect([...toggleRow(before, r("a")).keys()]).toEqual([]);
    expect([...before.keys()]).toEqual(["a"]);
  });

  it("ticks or unticks a page, keeping ticks from other pages", () => {
    expect([...setRows(ticked("x"), [r("a"), r("b")], true).keys()].sort()).toEqual(["a", "b", "x"]);
    expect([...setRows(ticked("a", "b", "x"), [r("a"), r("b")], false).keys()]).toEqual(["x"]);
  });
});

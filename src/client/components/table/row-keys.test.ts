import { describe, expect, it } from "vitest";
import { nextRowIndex } from "./row-keys";

describe("nextRowIndex", () => {
  it("moves one row and stops at the ends", () => {
    expect(nextRowIndex("ArrowDown", 0, 3)).toBe(1);
    expect(nextRowIndex("ArrowDown", 2, 3)).toBe(2);
    expect(nextRowIndex("ArrowUp", 1, 3)).toBe(0);
    expect(nextRowIndex("ArrowUp", 0, 3)).toBe(0);
  });

  it("jumps to the first and last row", () => {
    expect(nextRowIndex("Home", 2, 3)).toBe(0);
    expect(nextRowIndex("End", 0, 3)).toBe(2);
  });

  it("ignores other keys and empty tables", () => {
    expect(nextRowIndex("a", 0, 3)).toBeNull();
    expect(nextRowIndex("ArrowDown", 0, 0)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { nextSort, sortRows } from "./sort-rows";

const rows = [
  { name: "bravo", views: 3, last: "2026-01-02" as string | null },
  { name: "Alpha", views: 10, last: null },
  { name: "charlie", views: 3, last: "2026-01-05" },
];

describe("sortRows", () => {
  it("sorts numbers and text both ways, keeping ties stable", () => {
    expect(sortRows(rows, { key: "views", direction: "desc" }).map((r) => r.name)).toEqual(["Alpha", "bravo", "charlie"]);
    expect(sortRows(rows, { key: "views", direction: "asc" }).map((r) => r.name)).toEqual(["bravo", "charlie", "Alpha"]);
    expect(sortRows(rows, { key: "name", direction: "asc" }).map((r) => r.name)).toEqual(["Alpha", "bravo", "charlie"]);
  });
  it("puts missing values last either way", () => {
    expect(sortRows(rows, { key: "last", direction: "desc" }).map((r) => r.name)).toEqual(["charlie", "bravo", "Alpha"]);
    expect(sortRows(rows, { key: "last", direction: "asc" }).map((r) => r.name)).toEqual(["bravo", "charlie", "Alpha"]);
  });
  it("does not touch the input", () => {
    sortRows(rows, { key: "views", direction: "asc" });
    expect(rows[0].name).toBe("bravo");
  });
});

describe("nextSort", () => {
  it("flips the same column and starts numbers descending", () => {
    expect(nextSort({ key: "views", direction: "desc" }, "views", true)).toEqual({ key: "views", direction: "asc" });
    expect(nextSort({ key: "views", direction: "desc" }, "clicks", true)).toEqual({ key: "clicks", direction: "desc" });
    expect(nextSort({ key: "views", direction: "desc" }, "name", false)).toEqual({ key: "name", direction: "asc" });
  });
});

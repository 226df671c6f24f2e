import { describe, expect, it } from "vitest";
import { nextSortDir, readTableState, writeTableState, type TableUrlSpec } from "./table-url-state";

const spec: TableUrlSpec<"name" | "views", "status"> = {
  sorts: ["name", "views"],
  defaultSort: "name",
  defaultDir: "asc",
  pageSize: 50,
  pageSizes: [25, 50, 100],
  filters: { status: ["live", "failed"] },
};

describe("readTableState", () => {
  it("reads defaults from an empty URL", () => {
    expect(readTableState(new URLSearchParams(), spec)).toEqual({ q: "", sort: "name", dir: "asc", page: 0, size: 50, filters: {} });
  });

  it("reads search, sort, one-based page and known filter values", () => {
    const state = readTableState(new URLSearchParams("q=ada&sort=views&dir=desc&page=3&size=25&status=failed"), spec);
    expect(state).toEqual({ q: "ada", sort: "views", dir: "desc", page: 2, size: 25, filters: { status: "failed" } });
  });

  it("ignores unknown sorts, directions, filter values and malformed pages", () => {
    const state = readTableState(new URLSearchParams("sort=secret&dir=up&page=-2&size=7&status=nope"), spec);
    expect(state).toEqual({ q: "", sort: "name", dir: "asc", page: 0, size: 50, filters: {} });
    expect(readTableState(new URLSearchParams("page=1.5"), spec).page).toBe(0);
  });
});

describe("writeTableState", () => {
  it("keeps other params and leaves defaults out", () => {
    const next = writeTableState(new URLSearchParams("contact=c1&sort=views"), spec, { sort: "name" });
    expect(next.toString()).toBe("contact=c1");
  });

  it("goes back to the first page on any change but a page move", () => {
    const params = new URLSearchParams("page=4");
    expect(writeTableState(params, spec, { q: "bob" }).toString()).toBe("q=bob");
    expect(writeTableState(params, spec, { page: 5 }).get("page")).toBe("6");
    expect(writeTableState(params, spec, { size: 25 }).toString()).toBe("size=25");
    expect(writeTableState(new URLSearchParams("page=4&status=live"), spec, { filters: { status: undefined } }).toString()).toBe("");
  });

  it("drops a blank search", () => {
    expect(writeTableState(new URLSearchParams("q=ada"), spec, { q: "   " }).toString()).toBe("");
  });
});

describe("nextSortDir", () => {
  it("flips the sorted column and starts another at the given direction", () => {
    expect(nextSortDir({ sort: "name", dir: "asc" }, "name")).toBe("desc");
    expect(nextSortDir({ sort: "name", dir: "desc" }, "name")).toBe("asc");
    expect(nextSortDir({ sort: "name", dir: "asc" }, "views", "desc")).toBe("desc");
  });
});

describe("a default direction per sort key", () => {
  const perKey: TableUrlSpec<"name" | "created"> = { sorts: ["name", "created"], defaultSort: "created", pageSize: 50, defaultDir: (sort) => (sort === "created" ? "desc" : "asc") };
  it("reads and leaves out each key's own default", () => {
    expect(readTableState(new URLSearchParams(""), perKey)).toMatchObject({ sort: "created", dir: "desc" });
    expect(readTableState(new URLSearchParams("sort=name"), perKey)).toMatchObject({ sort: "name", dir: "asc" });
    expect(writeTableState(new URLSearchParams(""), perKey, { sort: "name", dir: "asc" }).toString()).toBe("sort=name");
    expect(writeTableState(new URLSearchParams(""), perKey, { sort: "name", dir: "desc" }).toString()).toBe("sort=name&dir=desc");
  });
});

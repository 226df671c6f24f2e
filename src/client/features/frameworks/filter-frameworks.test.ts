import { describe, expect, it } from "vitest";
import { inCategory } from "./filter-frameworks";

describe("inCategory (spec 2)", () => {
  it("passes every framework for 'all' and none for a category, since frameworks carry none", () => {
    expect(inCategory(["a", "b"], "all")).toEqual(["a", "b"]);
    expect(inCategory(["a", "b"], "SaaS")).toEqual([]);
  });
});

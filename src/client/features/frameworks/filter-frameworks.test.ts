import { describe, expect, it } from "vitest";
import type { Framework } from "../../../shared/schemas/framework";
import { filterFrameworks } from "./filter-frameworks";

const framework = (name: string, description: string) => ({ id: name, name, description }) as Framework;
const list = [framework("Enterprise SaaS", "Long sales cycles"), framework("Retail Push", "Seasonal e-commerce offers"), framework("Webinar", "")];

describe("filterFrameworks (spec 2)", () => {
  it("searches name and description, ignoring case and surrounding spaces", () => {
    expect(filterFrameworks(list, "  saas ", "all").map((f) => f.name)).toEqual(["Enterprise SaaS"]);
    expect(filterFrameworks(list, "E-COMMERCE", "all").map((f) => f.name)).toEqual(["Retail Push"]);
    expect(filterFrameworks(list, "", "all")).toHaveLength(3);
    expect(filterFrameworks(list, "nothing like this", "all")).toEqual([]);
  });

  it("passes records only when the category is 'all'", () => {
    expect(filterFrameworks(list, "", "SaaS")).toEqual([]);
    expect(filterFrameworks(list, "saas", "B2B")).toEqual([]);
  });
});

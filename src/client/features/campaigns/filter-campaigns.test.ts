import { describe, expect, it } from "vitest";
import { filterCampaigns } from "./filter-campaigns";

const campaigns = [
  { name: "Spring Outreach", description: "Enterprise accounts in EMEA", status: "draft" },
  { name: "Webinar follow up", description: null, status: "live" },
  { name: "Retention Q3", description: "Customers up for renewal, spring cohort", status: "paused" },
  { name: "Launch", description: "New product", status: "completed" },
];
const names = (list: typeof campaigns) => list.map((c) => c.name);

describe("filterCampaigns", () => {
  it("returns everything for an empty query and 'all'", () => {
    expect(filterCampaigns(campaigns, "  ", "all")).toEqual(campaigns);
  });
  it("searches name and description, case-insensitively", () => {
    expect(names(filterCampaigns(campaigns, "SPRING", "all"))).toEqual(["Spring Outreach", "Retention Q3"]);
    expect(names(filterCampaigns(campaigns, "emea", "all"))).toEqual(["Spring Outreach"]);
    expect(names(filterCampaigns(campaigns, "webinar", "all"))).toEqual(["Webinar follow up"]);
  });
  it("needs every word to match, in any order", () => {
    expect(names(filterCampaigns(campaigns, "cohort retention", "all"))).toEqual(["Retention Q3"]);
    expect(filterCampaigns(campaigns, "spring launch", "all")).toEqual([]);
  });
  it("filters by status, combined with the search", () => {
    expect(names(filterCampaigns(campaigns, "", "live"))).toEqual(["Webinar follow up"]);
    expect(names(filterCampaigns(campaigns, "spring", "paused"))).toEqual(["Retention Q3"]);
    expect(filterCampaigns(campaigns, "", "expired")).toEqual([]);
  });
});

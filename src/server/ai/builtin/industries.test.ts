import { describe, expect, it } from "vitest";
import { INDUSTRY_SUGGESTIONS } from "@/shared/industries";
import { INDUSTRY_GROUPS, industryGroupFor, matchIndustryGroup } from "./industries";
import { foreignIndustryTerms, INDUSTRY_LEXICON } from "@/server/test/ai/builtin/industry-lexicon";

const key = (industry: string) => matchIndustryGroup(industry)?.key ?? null;

describe("industry matching", () => {
  it("matches on whole words: hospitality is not healthcare, biotech / edtech / fintech are not software", () => {
    expect(key("Hotels & Hospitality")).toBe("hospitality");
    expect(key("Hospitality")).toBe("hospitality");
    expect(key("Hospital & Health Care")).toBe("healthcare");
    expect(key("Biotech")).toBe("biotech");
    expect(key("Biotechnology")).toBe("biotech");
    expect(key("EdTech")).toBe("education");
    expect(key("Fintech")).toBe("financial");
    expect(key("Tech")).toBe("it");
    expect(key("SaaS")).toBe("software");
  });

  it.each([
    ["Hotels", "hospitality"],
    ["Resorts & Casinos", "hospitality"],
    ["Life Sciences", "biotech"],
    ["Credit Union", "credit-union"],
    ["Credit Unions & Cooperatives", "credit-union"],
    ["Community Banks", "banking"],
    ["Healthcare", "healthcare"],
    ["Health Systems", "healthcare"],
    ["Health & Fitness", "sports"],
    ["Telecom", "telecom"],
    ["Telecommunications", "telecom"],
    ["Wireless carriers", "telecom"],
    ["Medical Devices", "medical-devices"],
    ["MedTech", "medical-devices"],
    ["Renewable Energy", "renewables"],
    ["Energy & Utilities", "energy"],
    ["Oil & Gas", "oil-gas"],
    ["Higher Education", "education"],
    ["Universities", "education"],
    ["E-commerce", "ecommerce"],
    ["Non-profit", "nonprofit"],
    ["Law Firm", "legal"],
    ["Insurtech", "insurance"],
    ["PropTech", "real-estate"],
    ["3PL", "logistics"],
    ["Restaurants", "hospitality"],
    ["Computer Software", "software"],
    ["Information Technology", "it"],
    ["Managed Services", "it"],
  ])("%s → %s", (industry, group) => {
    expect(key(industry)).toBe(group);
  });

  it("recognises every suggested industry, and gives an unknown one neutral wording", () => {
    const unmatched = INDUSTRY_SUGGESTIONS.filter((industry) => key(industry) === null);
    expect(unmatched).toEqual([]);
    expect(industryGroupFor("Quantum Widgets").key).toBe("neutral");
    expect(industryGroupFor("").orgMany).toBe("organisations like yours");
    expect(key("Hospitable Widgets")).toBeNull();
  });

  it("frames a prospect by their organisation's own name first: a credit union filed under banking is no bank", () => {
    expect(industryGroupFor("Banking", "Summit Peak Credit Union")).toMatchObject({ key: "credit-union", orgOne: "a credit union" });
    expect(industryGroupFor("Financial Services", "Navy Federal Credit Union").key).toBe("credit-union");
    expect(industryGroupFor("Non-profit", "St. Mary's Hospital").key).toBe("healthcare");
    expect(industryGroupFor("", "Lakeside Community College").key).toBe("education");
    expect(industryGroupFor("Services", "City of Springfield").key).toBe("government");
    expect(industryGroupFor("Financial Services", "Harbor Mutual Insurance").key).toBe("insurance");
    // "Bank" is in other names too: the typed industry decides.
    expect(industryGroupFor("Software", "Bank Street Software").key).toBe("software");
  });

  it("has a problem lexicon per group whose framing words name no other group's problems", () => {
    for (const group of INDUSTRY_GROUPS) {
      expect(INDUSTRY_LEXICON[group.key], group.key).toBeDefined();
      expect(foreignIndustryTerms(`${group.orgOne} ${group.orgMany} across ${group.across}`, group.key), group.key).toEqual([]);
    }
    expect(foreignIndustryTerms("every appointment slot filled", "hospitality")).toEqual([{ group: "healthcare", term: "appointment slot" }]);
    expect(foreignIndustryTerms("fix more problems without a truck roll", "financial")).toEqual([{ group: "telecom", term: "truck roll" }]);
    expect(foreignIndustryTerms("more guests and patients", "healthcare")).toEqual([{ group: "hospitality", term: "guests" }]);
  });
});

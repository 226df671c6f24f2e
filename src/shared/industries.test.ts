import { describe, expect, it } from "vitest";
import { INDUSTRY_SUGGESTIONS } from "./industries";

describe("industry suggestions", () => {
  it("lists 50 distinct industries, sorted", () => {
    expect(INDUSTRY_SUGGESTIONS).toHaveLength(50);
    expect(new Set(INDUSTRY_SUGGESTIONS.map((s) => s.toLowerCase())).size).toBe(50);
    expect([...INDUSTRY_SUGGESTIONS]).toEqual([...INDUSTRY_SUGGESTIONS].sort((a, b) => a.localeCompare(b)));
  });
});

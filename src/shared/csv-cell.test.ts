import { describe, expect, it } from "vitest";
import { csvCell, csvRow, neutralizeCsvCell } from "./csv-cell";

describe("CSV cells", () => {
  it.each(["=HYPERLINK(\"http://evil\")", "+1+2", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])("neutralizes a formula start: %j", (text) => {
    expect(neutralizeCsvCell(text).startsWith("'")).toBe(true);
    expect(neutralizeCsvCell(text).slice(1)).toBe(text);
  });

  it("leaves ordinary text alone", () => {
    expect(neutralizeCsvCell("Acme Corp")).toBe("Acme Corp");
    expect(neutralizeCsvCell("a=b")).toBe("a=b");
    expect(neutralizeCsvCell("")).toBe("");
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell('Acme, "Inc"')).toBe('"Acme, ""Inc"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
  });

  it("writes numbers as numbers and empties for null", () => {
    expect(csvCell(12)).toBe("12");
    expect(csvCell(null)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvRow(["a", 1, null])).toBe("a,1,\r\n");
  });
});

import { describe, expect, it } from "vitest";
import { micrositesCsv } from "./microsites-csv";

describe("micrositesCsv", () => {
  it("writes a header and one line per row, with spreadsheet formulas neutralized", () => {
    const csv = micrositesCsv(
      [
        { first_name: "Ada", last_name: "Lovelace", email: "ada@acme.com", company: "=cmd()", status: "completed", expires_at: "2026-12-01T00:00:00.000Z", engagement: { views: 3, clicks: 1, lastViewedAt: null } },
      ],
      () => "https://sites.example/ada",
    );
    const [header, line] = csv.trim().split("\r\n");
    expect(header).toBe("Contact,Email,Company,Status,Link,Expires,Views,Clicks,Last viewed");
    expect(line).toBe("Ada Lovelace,ada@acme.com,'=cmd(),Live,https://sites.example/ada,2026-12-01T00:00:00.000Z,3,1,");
  });
});

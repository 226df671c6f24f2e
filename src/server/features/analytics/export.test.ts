import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toIsoDate } from "@/shared/analytics";
import { campaignMetrics, micrositeEngagement } from "@/server/db/schema";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { EXPORT_COLUMNS, streamAnalyticsCsv } from "./service";
import { personalScope } from "@/server/db/membership";

/** Minimal RFC 4180 reader for assertions (quoted cells, doubled quotes, CRLF). */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i];
    if (quoted && ch === '"' && csv[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) cell += ch;
    else if (ch === '"') quoted = true;
    else if (ch === ",") endCell();
    else if (ch === "\r" && csv[i + 1] === "\n") {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("GET /api/analytics/export", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let evil: Awaited<ReturnType<typeof seedMicrosite>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
    evil = await seedMicrosite(ctx.db, owner.id, {
      campaignName: "Q3 outreach",
      contact: { firstName: "=HYPERLINK(\"http://evil.example\",\"click\")", lastName: "+1-555", company: "@Acme, \"Inc\"", industry: "-Retail", context: "line one\nline two", domain: "acme.example" },
    });
    await ctx.db.insert(campaignMetrics).values([
      { campaignId: evil.campaignId, contactId: evil.contact.id, metricType: "view", metricDate: toIsoDate(new Date()), samples: 3, value: 3 },
      { campaignId: evil.campaignId, contactId: evil.contact.id, metricType: "click", metricDate: toIsoDate(new Date()), samples: 1, value: 1 },
      { campaignId: evil.campaignId, contactId: evil.contact.id, metricType: "session_duration", metricDate: toIsoDate(new Date()), samples: 2, value: 41 },
      { campaignId: evil.campaignId, contactId: evil.contact.id, metricType: "view", metricDate: toIsoDate(new Date()), samples: 50, value: 50, source: "bot" },
    ]);
    await ctx.db.insert(micrositeEngagement).values({
      micrositeId: evil.microsite.id,
      userId: owner.id,
      campaignId: evil.campaignId,
      contactId: evil.contact.id,
      firstViewedAt: new Date("2026-01-02T03:04:05.678Z"),
      lastViewedAt: new Date("2026-01-03T00:00:00Z"),
    });
    for (let i = 0; i < 4; i++) await seedMicrosite(ctx.db, owner.id, { campaignId: evil.campaignId });
    await seedMicrosite(ctx.db, owner.id, { campaignName: "Second campaign" });
    const other = await ctx.signUp();
    await seedMicrosite(ctx.db, other.id, { contact: { email: "not-yours@example.com" } });
  });
  afterAll(() => ctx.close());

  it("downloads one CRM-ready row per microsite with neutralized formulas", async () => {
    const res = await ctx.request("/api/analytics/export?period=30d", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="pitchsite-engagement-30d-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await res.text();
    expect(csv).not.toContain("not-yours@example.com");
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(header.slice(0, 6)).toEqual(["First Name", "Last Name", "Email", "Company", "Industry", "Website"]);
    expect(rows).toHaveLength(6);
    const row = Object.fromEntries(header.map((h, i) => [h, rows.find((r) => r[2] === evil.contact.email)![i]]));
    expect(row).toMatchObject({
      "First Name": "'=HYPERLINK(\"http://evil.example\",\"click\")",
      "Last Name": "'+1-555",
      Company: "'@Acme, \"Inc\"",
      Industry: "'-Retail",
      Description: "line one\nline two",
      Website: "acme.example",
      Campaign: "Q3 outreach",
      "Microsite URL": `${ctx.config.micrositeBaseUrl}/${evil.microsite.slug}`,
      "Microsite Status": "Live",
      "Microsite Views": "3",
      "CTA Clicks": "1",
      "Avg Time on Page (s)": "21",
      "Total Time on Page (s)": "41",
      "First Viewed At": "2026-01-02T03:04:05Z",
      "Last Viewed At": "2026-01-03T00:00:00Z",
      "Last Clicked At": "",
    });
    expect(row["Microsite Expires At"]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    // No cell of the file may start a formula.
    for (const cells of rows) for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("streams page by page (keyset pagination), never the whole table at once", async () => {
    const pages: number[] = [];
    const stream = streamAnalyticsCsv(ctx.db, personalScope(owner.id), { period: "30d" }, { micrositeBaseUrl: ctx.config.micrositeBaseUrl, pageSize: 2, onPage: (n) => pages.push(n) });
    const csv = await new Response(stream).text();
    // Newest campaign first (1 microsite), then the one with 5, two rows per page.
    expect(pages).toEqual([1, 2, 2, 1]);
    const rows = parseCsv(csv).slice(1);
    expect(rows.map((r) => r[7]).filter((c) => c === "Second campaign")).toHaveLength(1);
    expect(new Set(rows.map((r) => r[2])).size).toBe(6); // every microsite once, none repeated across pages
  });

  it("filters by campaign and validates the query", async () => {
    const res = await ctx.request(`/api/analytics/export?period=7d&campaignId=${evil.campaignId}`, { cookie: owner.cookie });
    expect(parseCsv(await res.text())).toHaveLength(6);
    expect((await ctx.request("/api/analytics/export?campaignId=nope", { cookie: owner.cookie })).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, sql } from "drizzle-orm";
import { queryRows } from "@/server/db/rows";
import { campaignContacts, contacts } from "@/server/db/schema";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { contactRow, contactRows } from "@/shared/test/contact-factory";
import { parseContactsCsv } from "@/shared/csv/parse-contacts-csv";

type ImportAnswer = { imported: number; created: number; updated: number; errors: string[] };

describe("POST /api/campaigns/:id/contacts", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const newCampaign = async (user = owner) => {
    const res = await ctx.request("/api/campaigns", { method: "POST", body: { name: "Import target" }, cookie: user.cookie });
    return ((await res.json()) as { id: string }).id;
  };
  const importRows = async (campaignId: string, body: unknown, user = owner) =>
    ctx.request(`/api/campaigns/${campaignId}/contacts`, { method: "POST", body, cookie: user.cookie });
  const contactCount = async (userId: string) => (await ctx.db.select({ n: count() }).from(contacts).where(eq(contacts.userId, userId)))[0].n;
  const linkCount = async (campaignId: string) =>
    (await ctx.db.select({ n: count() }).from(campaignContacts).where(eq(campaignContacts.campaignId, campaignId)))[0].n;

  it("imports 10,000 rows in one call, reporting bad and repeated rows and keeping the rest", async () => {
    const user = await ctx.signUp();
    const campaignId = await newCampaign(user);
    const rows: unknown[] = contactRows(10_000);
    rows[10] = contactRow(10, { company: "" }); // row 12
    rows[20] = contactRow(20, { email: "not-an-email" }); // row 22
    rows[30] = contactRow(5, { email: "PERSON5@EXAMPLE.COM" }); // row 32 repeats row 7
    rows[9_999] = { email: "only-email@example.com" }; // row 10001

    const res = await importRows(campaignId, { contacts: rows }, user);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ImportAnswer;
    expect(answer.errors).toEqual([
      "Row 12: Missing fields: company",
      "Row 22: Invalid email",
      "Row 32: Duplicate email",
      "Row 10001: Missing fields: first_name, last_name, company, industry, context, domain",
    ]);
    expect(answer).toMatchObject({ imported: 9_996, created: 9_996, updated: 0 });
    expect(await contactCount(user.id)).toBe(9_996);
    expect(await linkCount(campaignId)).toBe(9_996);
  });

  it("updates on a second import instead of duplicating, matching emails case-insensitively", async () => {
    const user = await ctx.signUp();
    const campaignId = await newCampaign(user);
    await importRows(campaignId, { contacts: contactRows(50) }, user);
    const again = contactRows(60).map((row, i) => (i < 50 ? { ...row, email: row.email.toUpperCase(), company: "Renamed Co" } : row));
    const answer = (await (await importRows(campaignId, { contacts: again }, user)).json()) as ImportAnswer;
    expect(answer).toEqual({ imported: 60, created: 10, updated: 50, errors: [] });
    expect(await contactCount(user.id)).toBe(60);
    expect(await linkCount(campaignId)).toBe(60);
    const [first] = await ctx.db.select().from(contacts).where(and(eq(contacts.userId, user.id), eq(contacts.firstName, "First0")));
    expect(first.email).toBe("person0@example.com"); // the stored spelling is kept
    expect(first.company).toBe("Renamed Co");
  });

  it("shares one contact between two campaigns", async () => {
    const user = await ctx.signUp();
    const a = await newCampaign(user);
    const b = await newCampaign(user);
    await importRows(a, { contacts: contactRows(3) }, user);
    await importRows(b, { contacts: contactRows(2) }, user);
    expect(await contactCount(user.id)).toBe(3);
    expect(await linkCount(a)).toBe(3);
    expect(await linkCount(b)).toBe(2);
  });

  it("keeps two owners' contacts with the same email apart", async () => {
    const first = await ctx.signUp();
    const second = await ctx.signUp();
    await importRows(await newCampaign(first), { contacts: [contactRow(1, { company: "First's" })] }, first);
    await importRows(await newCampaign(second), { contacts: [contactRow(1, { company: "Second's" })] }, second);
    const stored = await ctx.db.select({ userId: contacts.userId, company: contacts.company }).from(contacts).where(eq(contacts.email, "person1@example.com"));
    expect(stored.filter((c) => c.userId === first.id || c.userId === second.id).map((c) => c.company).sort()).toEqual(["First's", "Second's"]);
  });

  it("stores hostile cells as plain text and refuses rows that are not contacts", async () => {
    const user = await ctx.signUp();
    const campaignId = await newCampaign(user);
    const hostile = contactRow(1, {
      first_name: "<script>alert(1)</script>",
      last_name: "=HYPERLINK(\"http://evil\")",
      company: "+SUM(1,2)",
      industry: "-2+3",
      context: "@cmd|' /C calc'!A0",
      domain: "<img src=x onerror=alert(1)>",
    });
    const rows = [hostile, null, "a string", 42, ["array"], { ...contactRow(2), email: { $ne: "" } }, contactRow(3, { context: "x".repeat(2001) })];
    const answer = (await (await importRows(campaignId, { contacts: rows }, user)).json()) as ImportAnswer;
    expect(answer.imported).toBe(1);
    expect(answer.errors).toEqual([
      "Row 3: Missing fields: email, first_name, last_name, company, industry, context, domain",
      "Row 4: Missing fields: email, first_name, last_name, company, industry, context, domain",
      "Row 5: Missing fields: email, first_name, last_name, company, industry, context, domain",
      "Row 6: Missing fields: email, first_name, last_name, company, industry, context, domain",
      "Row 7: Missing fields: email",
      "Row 8: Context must be at most 2000 characters",
    ]);
    const [stored] = await ctx.db.select().from(contacts).where(eq(contacts.userId, user.id));
    expect(stored).toMatchObject({ industry: hostile.industry, firstName: hostile.first_name, lastName: hostile.last_name, company: hostile.company, context: hostile.context, domain: hostile.domain });
  });

  it("numbers rows from first_row when a big file is sent in parts", async () => {
    const campaignId = await newCampaign();
    const answer = (await (await importRows(campaignId, { contacts: [contactRow(1), { email: "x" }], first_row: 5002 })).json()) as ImportAnswer;
    expect(answer.errors).toEqual(["Row 5003: Missing fields: first_name, last_name, company, industry, context, domain"]);
  });

  it("refuses a malformed body or more than 10,000 rows, storing nothing", async () => {
    const user = await ctx.signUp();
    const campaignId = await newCampaign(user);
    const tooMany = await importRows(campaignId, { contacts: contactRows(10_001) }, user);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: string }).error).toBe("Import at most 10,000 contacts per request");
    for (const body of [{}, { contacts: "a@b.com" }, { contacts: { email: "a@b.com" } }]) {
      expect((await importRows(campaignId, body, user)).status).toBe(400);
    }
    const notJson = await ctx.request(`/api/campaigns/${campaignId}/contacts`, {
      method: "POST",
      cookie: user.cookie,
      headers: { "content-type": "application/json" },
      body: undefined,
    });
    expect(notJson.status).toBe(400);
    expect(await contactCount(user.id)).toBe(0);
  });

  it.each(["title", "Job Title", "job_title", "role"])("stores the optional job title read from a %j column, shown by the contacts and campaign APIs", async (header) => {
    const user = await ctx.signUp();
    const campaignId = await newCampaign(user);
    const file = [`email,first_name,last_name,company,industry,context,domain,${header}`, "ada@acme.com,Ada,L,Acme,Software,Met,acme.com,VP Finance", "bob@acme.com,Bob,M,Acme,Software,Met,acme.com,"].join("\n");
    const parsed = parseContactsCsv(file);
    if (!parsed.ok) throw new Error(parsed.error);
    const res = await importRows(campaignId, { contacts: parsed.contacts }, user);
    expect(((await res.json()) as ImportAnswer).errors).toEqual([]);
    const listed = (await (await ctx.request("/api/contacts", { cookie: user.cookie })).json()) as Array<{ email: string; title: string }>;
    expect(Object.fromEntries(listed.map((c) => [c.email, c.title]))).toEqual({ "ada@acme.com": "VP Finance", "bob@acme.com": "" });
    const detail = (await (await ctx.request(`/api/campaigns/${campaignId}`, { cookie: user.cookie })).json()) as { contacts: Array<{ title: string }> };
    expect(detail.contacts.map((c) => c.title).sort()).toEqual(["", "VP Finance"]);
  });

  it("keeps a stored job title when a re-import leaves it blank, and replaces it when given", async () => {
    const user = await ctx.signUp();
    const campaignId = await newCampaign(user);
    await importRows(campaignId, { contacts: [contactRow(1, { title: "CFO" })] }, user);
    await importRows(campaignId, { contacts: [contactRow(1)] }, user);
    const title = async () => (await ctx.db.select({ title: contacts.title }).from(contacts).where(eq(contacts.userId, user.id)))[0].title;
    expect(await title()).toBe("CFO");
    await importRows(campaignId, { contacts: [contactRow(1, { title: "COO" })] }, user);
    expect(await title()).toBe("COO");
    const long = await importRows(campaignId, { contacts: [contactRow(2, { title: "x".repeat(201) })] }, user);
    expect(((await long.json()) as ImportAnswer).errors).toEqual(["Row 2: Title must be at most 200 characters"]);
  });
  it("plans each part of a big file for the table's real size, not the size it had when the connection first checked a link", async () => {
    const user = await ctx.signUp();
    const campaignId = await newCampaign(user);
    // Small imports first, as a day of use does: the link's foreign-key check gets planned against a tiny table.
    for (let i = 0; i < 8; i++) await importRows(campaignId, { contacts: contactRows(5, 100_000 + i * 10) }, user);
    const tuples = async () =>
      Number((await queryRows<{ n: number }>(ctx.db, sql`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'contacts'::regclass`))[0].n);
    const before = await tuples();
    const parts = [contactRows(3_000, 200_000), contactRows(3_000, 300_000)];
    for (const [i, part] of parts.entries()) {
      const answer = (await (await importRows(campaignId, { contacts: part, first_row: 2 + i * 3_000 }, user)).json()) as ImportAnswer;
      expect(answer.created).toBe(3_000);
      // The statistics already count the part's own rows, so the links after it were planned for them.
      expect(await tuples()).toBeGreaterThanOrEqual(before + 3_000 * (i + 1));
    }
    expect(await linkCount(campaignId)).toBe(6_040);
  });
});

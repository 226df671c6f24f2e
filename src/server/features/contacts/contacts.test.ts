import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { campaignContacts, campaigns, contacts } from "@/server/db/schema";
import { createTestContext, expectHiddenFromOtherUser, type TestContext, type TestUser } from "@/server/test/test-app";
import { contactRow, contactRows } from "@/shared/test/contact-factory";

type ListedContact = { id: string; email: string; first_name: string; company: string; campaigns: Array<{ id: string; name: string }> };

describe("contacts API", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  async function campaignWith(user: TestUser, name: string, rows: unknown[]) {
    const res = await ctx.request("/api/campaigns", { method: "POST", body: { name, contacts: rows }, cookie: user.cookie });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }
  const list = async (user: TestUser, query = "") => {
    const res = await ctx.request(`/api/contacts${query}`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    return { total: Number(res.headers.get("x-total-count")), rows: (await res.json()) as ListedContact[] };
  };

  it("lists the owner's contacts newest first, each with its campaigns", async () => {
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    const spring = await campaignWith(user, "Spring", [contactRow(1), contactRow(2)]);
    const summer = await campaignWith(user, "Summer", [contactRow(2), contactRow(3)]);
    await campaignWith(other, "Theirs", [contactRow(9)]);
    const { total, rows } = await list(user);
    expect(total).toBe(3);
    expect(rows[0].email).toBe("person3@example.com");
    const shared = rows.find((r) => r.email === "person2@example.com");
    expect(shared?.campaigns).toEqual([
      { id: summer, name: "Summer" },
      { id: spring, name: "Spring" },
    ]);
    expect(rows.find((r) => r.email === "person1@example.com")?.campaigns).toEqual([{ id: spring, name: "Spring" }]);
  });

  it("lists one import in the file's own order", async () => {
    const user = await ctx.signUp();
    await campaignWith(user, "Ordered", contactRows(30));
    const { rows } = await list(user);
    expect(rows.map((r) => r.email)).toEqual(contactRows(30).map((r) => r.email));
  });

  it("pages and searches with ?limit&offset&q and reports X-Total-Count", async () => {
    const user = await ctx.signUp();
    await campaignWith(user, "Big", [
      ...contactRows(120),
      contactRow(500, { first_name: "Zelda", last_name: "Fitzgerald", company: "100% Organic_Foods" }),
    ]);
    const page = await list(user, "?limit=50&offset=100");
    expect(page.total).toBe(121);
    expect(page.rows).toHaveLength(21);
    const all = await list(user, "?limit=500");
    expect(new Set(all.rows.map((r) => r.id)).size).toBe(121);

    expect((await list(user, "?q=zelda%20fitz")).rows.map((r) => r.first_name)).toEqual(["Zelda"]);
    expect((await list(user, "?q=ORGANIC")).total).toBe(1);
    expect((await list(user, "?q=100%25")).total).toBe(1); // a literal %, not a wildcard
    expect((await list(user, "?q=c_mpany")).total).toBe(0); // a literal _, not a wildcard
    expect((await list(user, "?q=person11")).total).toBe(11); // person11, person110..119
    expect((await list(user, "?q=nobody-like-this")).rows).toEqual([]);
  });

  it("lists one campaign's contacts with ?campaignId, and none of another owner's campaign", async () => {
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    const first = await campaignWith(user, "First", [contactRow(1), contactRow(2)]);
    await campaignWith(user, "Second", [contactRow(2), contactRow(3)]);
    const theirs = await campaignWith(other, "Theirs", [contactRow(1)]);
    const { total, rows } = await list(user, `?campaignId=${first}`);
    expect(total).toBe(2);
    expect(rows.map((r) => r.email).sort()).toEqual(["person1@example.com", "person2@example.com"]);
    expect((await list(user, `?campaignId=${first}&q=person2`)).total).toBe(1);
    expect((await list(user, `?campaignId=${theirs}`)).total).toBe(0);
  });

  it("refuses a bad page request", async () => {
    const user = await ctx.signUp();
    for (const query of ["?limit=0", "?limit=501", "?offset=-1", "?limit=abc", "?campaignId=nope"]) {
      expect((await ctx.request(`/api/contacts${query}`, { cookie: user.cookie })).status, query).toBe(400);
    }
  });

  it("edits a contact, requiring only a valid email", async () => {
    const user = await ctx.signUp();
    await campaignWith(user, "Edit", [contactRow(1), contactRow(2)]);
    const { rows } = await list(user);
    const target = rows.find((r) => r.email === "person1@example.com")!;
    const patch = (body: unknown) => ctx.request(`/api/contacts/${target.id}`, { method: "PATCH", body, cookie: user.cookie });

    const ok = await patch({ email: " new@example.com ", first_name: "Nia", company: "<b>Bold</b> & Co" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ email: "new@example.com", first_name: "Nia", company: "<b>Bold</b> & Co", last_name: "Last1" });

    const cases: Array<[unknown, number, string]> = [
      [{ first_name: "x" }, 400, "Email is required"],
      [{ email: "  " }, 400, "Email is required"],
      [{ email: "nope" }, 400, "Invalid email"],
      [{ email: "PERSON2@example.com" }, 409, "A contact with this email already exists"],
    ];
    for (const [body, status, error] of cases) {
      const res = await patch(body);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: string }).error).toBe(error);
    }
    const [stored] = await ctx.db.select().from(contacts).where(eq(contacts.id, target.id));
    expect(stored.email).toBe("new@example.com");
  });

  it("deletes a contact and its campaign links; the campaign stays", async () => {
    const user = await ctx.signUp();
    const campaignId = await campaignWith(user, "Keep me", [contactRow(1), contactRow(2)]);
    const target = (await list(user)).rows[0];
    const res = await ctx.request(`/api/contacts/${target.id}`, { method: "DELETE", cookie: user.cookie });
    expect(res.status).toBe(204);
    expect((await list(user)).total).toBe(1);
    const [links] = await ctx.db.select({ n: count() }).from(campaignContacts).where(eq(campaignContacts.contactId, target.id));
    expect(links.n).toBe(0);
    expect(await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId))).toHaveLength(1);
    expect((await ctx.request(`/api/contacts/${target.id}`, { method: "DELETE", cookie: user.cookie })).status).toBe(404);
  });

  it("hides a contact from another user", async () => {
    const user = await ctx.signUp();
    const intruder = await ctx.signUp();
    await campaignWith(user, "Mine", [contactRow(1)]);
    const [target] = (await list(user)).rows;
    await expectHiddenFromOtherUser(ctx, intruder, [
      { path: `/api/contacts/${target.id}`, method: "PATCH", body: { email: "stolen@example.com" } },
      { path: `/api/contacts/${target.id}`, method: "DELETE" },
      { path: "/api/contacts/not-a-uuid", method: "DELETE" },
    ]);
    expect((await list(intruder)).total).toBe(0);
    expect((await list(user)).rows[0].email).toBe("person1@example.com");
  });

  it("serves a page of 20,000 contacts", async () => {
    const user = await ctx.signUp();
    const campaignId = await campaignWith(user, "Huge", contactRows(10_000));
    const res = await ctx.request(`/api/campaigns/${campaignId}/contacts`, { method: "POST", body: { contacts: contactRows(10_000, 10_000) }, cookie: user.cookie });
    expect(res.status).toBe(200);
    const page = await list(user, "?limit=50&offset=19950&q=person");
    expect(page.total).toBe(20_000);
    expect(page.rows).toHaveLength(50);
    expect(page.rows.every((r) => r.campaigns.length === 1)).toBe(true);
  });
});

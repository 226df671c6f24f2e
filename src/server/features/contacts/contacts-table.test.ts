import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { CONTACT_BULK_MAX } from "@/shared/schemas/contact";
import { contactRow } from "@/shared/test/contact-factory";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { eq } from "drizzle-orm";
import { campaigns, microsites } from "@/server/db/schema";
import { joinAs, json } from "@/server/test/workspace/workspace-kit";

type Listed = { id: string; email: string; first_name: string; last_name: string; company: string; live_microsites: number };

// Issue 13 item 2: the contacts table a rep works in — server-side sort and paging, bulk delete with its summary,
// adding existing contacts to a campaign; each in the caller's scope only.
describe("contacts table API", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let rep: TestUser;
  let otherRep: TestUser;
  let outsider: TestUser;

  const call = (user: TestUser, path: string, body?: unknown) => ctx.request(path, { method: body === undefined ? "GET" : "POST", body, cookie: user.cookie });
  const list = async (user: TestUser, query = "") => {
    const res = await call(user, `/api/contacts${query}`);
    expect(res.status, query).toBe(200);
    return { total: Number(res.headers.get("x-total-count")), rows: (await res.json()) as Listed[] };
  };
  async function campaignWith(user: TestUser, name: string, rows: unknown[]) {
    return (await json<{ id: string }>(call(user, "/api/campaigns", { name, contacts: rows }))).id;
  }
  const idsOf = async (user: TestUser, query = "?limit=500") => (await list(user, query)).rows.map((r) => r.id);

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signUp({ firstName: "Ada", lastName: "Admin" });
    outsider = await ctx.signUp({ firstName: "Otto", lastName: "Outsider" });
    rep = await joinAs(ctx, admin, "member", "Rita");
    otherRep = await joinAs(ctx, admin, "member", "Ravi");
  });
  afterAll(() => ctx.close());

  it("sorts by each key in both directions, case-insensitively, and pages without overlap", async () => {
    const user = await ctx.signUp();
    await campaignWith(user, "Sorts", [
      contactRow(1, { first_name: "carla", last_name: "Zed", company: "beta", email: "b@example.com" }),
      contactRow(2, { first_name: "Anna", last_name: "Young", company: "Alpha", email: "C@example.com" }),
      contactRow(3, { first_name: "Bert", last_name: "Xu", company: "Gamma", email: "a@example.com" }),
    ]);
    const firstNames = async (query: string) => (await list(user, query)).rows.map((r) => r.first_name);
    expect(await firstNames("?sort=name")).toEqual(["Anna", "Bert", "carla"]);
    expect(await firstNames("?sort=name&dir=desc")).toEqual(["carla", "Bert", "Anna"]);
    expect(await firstNames("?sort=email")).toEqual(["Bert", "carla", "Anna"]);
    expect(await firstNames("?sort=company&dir=asc")).toEqual(["Anna", "carla", "Bert"]);
    expect(await firstNames("?sort=company&dir=desc")).toEqual(["Bert", "carla", "Anna"]);
    expect(await firstNames("?sort=created")).toEqual(await firstNames("")); // newest first by default
    expect(await firstNames("?sort=created&dir=asc")).toEqual((await firstNames("?sort=created&dir=desc")).reverse());

    const pages = await Promise.all([0, 1, 2].map((offset) => list(user, `?sort=company&limit=1&offset=${offset}`)));
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3]);
    expect(pages.flatMap((p) => p.rows.map((r) => r.first_name))).toEqual(["Anna", "carla", "Bert"]);
    const past = await list(user, "?limit=2&offset=10");
    expect(past).toEqual({ total: 3, rows: [] }); // past the end: no rows, the total still told
    expect(await list(user, "?q=nothing-matches")).toEqual({ total: 0, rows: [] });
  });

  it("answers 400 naming the allowed values for a bad sort or direction", async () => {
    const user = await ctx.signUp();
    const cases: Array<[string, string]> = [
      ["?sort=phone", "sort must be one of: name, email, company, created"],
      ["?dir=up", "dir must be one of: asc, desc"],
      ["?limit=501", "limit is 500 at most"],
      ["?offset=-1", "offset must be 0 or more"],
      [`?q=${"x".repeat(201)}`, "Search text must be 200 characters or fewer"],
    ];
    for (const [query, error] of cases) {
      const res = await call(user, `/api/contacts${query}`);
      expect(res.status, query).toBe(400);
      expect((await json<{ error: string }>(res)).error, query).toBe(error);
    }
  });

  it("summarises and bulk-deletes only the caller's contacts, saying how many live pages go down", async () => {
    const campaignId = await campaignWith(rep, "Bulk", [contactRow(1), contactRow(2), contactRow(3), contactRow(4)]);
    const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    const [withPage, plain, kept, alsoKept] = (await list(rep, `?campaignId=${campaignId}`)).rows;
    const now = Date.now();
    await ctx.db.insert(microsites).values({
      campaignId,
      contactId: withPage.id,
      userId: rep.id,
      workspaceId: campaign.workspaceId,
      slug: `bulk-${campaignId.slice(0, 8)}`,
      status: "completed",
      htmlContent: "<!doctype html><title>Hi</title>",
      publishedAt: new Date(now - 60_000),
      expiresAt: new Date(now + 86_400_000),
    });
    const othersIds = [...(await idsOf(otherRep)), ...(await idsOf(outsider))];
    await campaignWith(otherRep, "Ravi's", [contactRow(70)]);
    await campaignWith(outsider, "Otto's", [contactRow(71)]);
    const foreign = [...(await idsOf(otherRep)), ...(await idsOf(outsider))].filter((id) => !othersIds.includes(id));
    expect(foreign).toHaveLength(2);

    const ids = [withPage.id, plain.id, ...foreign, randomUUID()];
    expect(await json(call(rep, "/api/contacts/bulk/summary", { ids }))).toEqual({ contacts: 2, live_microsites: 1 });
    expect(await json(call(rep, "/api/contacts/bulk/delete", { ids }))).toEqual({ deleted: 2, live_microsites_removed: 1 });
    expect((await idsOf(rep)).sort()).toEqual([kept.id, alsoKept.id].sort());
    // Others' contacts named in the request are untouched.
    expect(await idsOf(otherRep)).toContain(foreign[0]);
    expect(await idsOf(outsider)).toContain(foreign[1]);
    expect(await json(call(rep, "/api/contacts/bulk/delete", { ids }))).toEqual({ deleted: 0, live_microsites_removed: 0 });
  });

  it("lets an admin bulk-delete the workspace's contacts, and nobody another workspace's", async () => {
    const target = (await list(rep)).rows[0].id;
    expect(await json(call(outsider, "/api/contacts/bulk/delete", { ids: [target] }))).toEqual({ deleted: 0, live_microsites_removed: 0 });
    expect(await json(call(otherRep, "/api/contacts/bulk/summary", { ids: [target] }))).toEqual({ contacts: 0, live_microsites: 0 });
    expect(await json(call(admin, "/api/contacts/bulk/delete", { ids: [target] }))).toEqual({ deleted: 1, live_microsites_removed: 0 });
    expect(await idsOf(rep)).not.toContain(target);
  });

  it("refuses an empty, oversized or malformed selection with 400", async () => {
    const tooMany = Array.from({ length: CONTACT_BULK_MAX + 1 }, () => randomUUID());
    const cases: Array<[unknown, string]> = [
      [{ ids: [] }, "ids must name at least one contact"],
      [{ ids: tooMany }, "ids can name at most 1000 contacts at once"],
      [{ ids: ["nope"] }, "ids must hold contact ids"],
      [{}, "ids must be a list of contact ids"],
    ];
    for (const path of ["/api/contacts/bulk/delete", "/api/contacts/bulk/summary"]) {
      for (const [body, error] of cases) {
        const res = await call(rep, path, body);
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect((await json<{ error: string }>(res)).error).toBe(error);
      }
    }
    expect((await call(rep, "/api/contacts/bulk/delete", { ids: tooMany.slice(1) })).status).toBe(200);
  });

  it("adds the campaign rep's existing contacts to a campaign, ignoring others' and counting those already in it", async () => {
    const first = await campaignWith(rep, "First", [contactRow(81), contactRow(82), contactRow(83)]);
    const second = await campaignWith(rep, "Second", [contactRow(83)]);
    const mine = await idsOf(rep, `?campaignId=${first}`);
    const othersContact = (await idsOf(otherRep))[0];
    const link = (user: TestUser, campaign: string, contact_ids: string[]) => call(user, `/api/campaigns/${campaign}/contacts/link`, { contact_ids });

    expect(await json(link(rep, second, [...mine, othersContact, randomUUID()]))).toEqual({ linked: 2, already_linked: 1 });
    expect((await list(rep, `?campaignId=${second}`)).total).toBe(3);
    expect(await json(link(rep, second, mine))).toEqual({ linked: 0, already_linked: 3 });
    // An admin adds the rep's contacts to the rep's campaign, but not their own contacts: a campaign holds its rep's.
    const adminsOwn = await campaignWith(admin, "Admin's", [contactRow(90)]);
    const adminContact = (await idsOf(admin, `?campaignId=${adminsOwn}`))[0];
    expect(await json(link(admin, first, [adminContact]))).toEqual({ linked: 0, already_linked: 0 });

    expect((await link(otherRep, second, mine)).status).toBe(404);
    expect((await link(outsider, second, mine)).status).toBe(404);
    expect((await link(rep, randomUUID(), mine)).status).toBe(404);
    expect((await link(rep, second, [])).status).toBe(400);
    expect((await link(rep, second, Array.from({ length: CONTACT_BULK_MAX + 1 }, () => randomUUID()))).status).toBe(400);
    expect((await list(otherRep)).rows.map((r) => r.id)).toContain(othersContact);
  });
});

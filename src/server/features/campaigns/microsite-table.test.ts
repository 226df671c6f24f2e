import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { BULK_IDS_MAX, MICROSITE_SORTS } from "@/shared/schemas/microsite-table";
import { campaigns, microsites } from "@/server/db/schema";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { seedMicrositeTable } from "@/server/test/microsite-table-seed";
import { joinAs } from "@/server/test/workspace/workspace-kit";

type Row = { id: string; first_name: string; last_name: string; email: string; company: string; status: string; expires_at: string | null; engagement: { views: number; lastViewedAt: string | null } };
type Page = { items: Row[]; total: number };

const COUNT = 60;
const DAY_MS = 86_400_000;

/** GET /api/campaigns/:id/microsites and the bulk actions (issue 13 item 2), on a rep's campaign in a team. */
describe("campaign microsite table API", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let rep: TestUser;
  let otherRep: TestUser;
  let outsider: TestUser;
  let campaignId: string;
  let outsiderCampaignId: string;

  const get = async (user: TestUser, query: string) => ctx.request(`/api/campaigns/${campaignId}/microsites${query}`, { cookie: user.cookie });
  const page = async (query: string, user = rep) => {
    const res = await get(user, query);
    expect(res.status, await res.clone().text()).toBe(200);
    return { ...((await res.json()) as Page), header: res.headers.get("x-total-count") };
  };
  const bulk = (user: TestUser, action: string, ids: string[], id = campaignId) =>
    ctx.request(`/api/campaigns/${id}/microsites/bulk/${action}`, { method: "POST", cookie: user.cookie, body: { ids } });
  const all = async () => (await page(`?limit=200`)).items;
  const seedFor = async (user: TestUser, name: string) => {
    const res = await ctx.request("/api/campaigns", { method: "POST", cookie: user.cookie, body: { name } });
    const { id } = (await res.json()) as { id: string };
    const [row] = await ctx.db.select({ workspaceId: campaigns.workspaceId }).from(campaigns).where(eq(campaigns.id, id));
    await seedMicrositeTable(ctx.db, { id, userId: user.id, workspaceId: row.workspaceId }, COUNT);
    return id;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signUp({ firstName: "Mia", lastName: "Admin" });
    outsider = await ctx.signUp({ firstName: "Otto", lastName: "Outsider" });
    rep = await joinAs(ctx, admin, "member", "Rita");
    otherRep = await joinAs(ctx, admin, "member", "Ravi");
    campaignId = await seedFor(rep, "Rita's outreach");
    outsiderCampaignId = await seedFor(outsider, "Otto's outreach");
  });
  afterAll(() => ctx.close());

  it("pages through every row by contact name, with the total in the body and X-Total-Count", async () => {
    const first = await page("?limit=25");
    expect(first.total).toBe(COUNT);
    expect(first.header).toBe(String(COUNT));
    expect(first.items.map((r) => r.last_name).slice(0, 2)).toEqual(["Last00001", "Last00002"]);
    const last = await page("?limit=25&offset=50");
    expect(last.items).toHaveLength(10);
    expect(last.items.at(-1)!.last_name).toBe("Last00060");
    expect((await page("?limit=25&offset=500")).items).toEqual([]);
    const ids = new Set([...(await page("?limit=25")).items, ...(await page("?limit=25&offset=25")).items, ...last.items].map((r) => r.id));
    expect(ids.size).toBe(COUNT);
  });

  it("searches contact name, email and company, and counts the matches", async () => {
    expect((await page("?q=first7%20last")).items.map((r) => r.first_name)).toEqual(["First7"]);
    expect((await page("?q=p12-")).items.map((r) => r.first_name)).toEqual(["First12"]);
    const company = await page("?q=Company%2049");
    expect(company.items.map((r) => r.company)).toEqual(["Company 49"]);
    expect(company.total).toBe(1);
    // LIKE wildcards are searched for, not matched with.
    expect((await page("?q=%25")).total).toBe(0);
  });

  it("filters by status", async () => {
    const errors = await page("?status=error");
    expect(errors.total).toBe(6);
    expect(errors.items.every((r) => r.status === "error")).toBe(true);
  });

  it("sorts by each column both ways, on the server (views across every page, not the page)", async () => {
    const rows = await all();
    const byKey: Record<(typeof MICROSITE_SORTS)[number], (r: Row) => string | number | null> = {
      contact: (r) => r.last_name,
      company: (r) => r.company,
      status: (r) => r.status,
      views: (r) => r.engagement.views,
      last_viewed: (r) => r.engagement.lastViewedAt,
      expires: (r) => r.expires_at,
    };
    for (const sort of MICROSITE_SORTS) {
      for (const dir of ["asc", "desc"] as const) {
        const got = (await page(`?sort=${sort}&dir=${dir}&limit=200`)).items.map(byKey[sort]);
        const values = rows.map(byKey[sort]);
        const present = values.filter((v) => v !== null).sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
        if (dir === "desc") present.reverse();
        // Rows without a value (never viewed, no expiry) come last either way.
        expect({ sort, dir, got }).toEqual({ sort, dir, got: [...present, ...values.filter((v) => v === null)] });
      }
    }
    const top = await page("?sort=views&dir=desc&limit=1");
    expect(top.items[0].engagement.views).toBe(7);
  });

  it("answers a bad sort, direction, status or page size with 400 naming the allowed values", async () => {
    const message = async (query: string) => {
      const res = await get(rep, query);
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: string }).error;
    };
    expect(await message("?sort=password")).toBe(`sort must be one of: ${MICROSITE_SORTS.join(", ")}`);
    expect(await message("?dir=up")).toBe("dir must be one of: asc, desc");
    expect(await message("?status=live")).toContain("status must be one of: pending, completed");
    expect(await message("?limit=0")).toContain("limit must be");
    expect(await message("?limit=abc")).toContain("limit must be");
    expect(await message("?offset=-1")).toContain("offset must be");
  });

  it("is the rep's and the admins': another member and another workspace get 404", async () => {
    expect((await page("", admin)).total).toBe(COUNT);
    expect((await get(otherRep, "")).status).toBe(404);
    expect((await get(outsider, "")).status).toBe(404);
    expect((await ctx.request(`/api/campaigns/not-a-uuid/microsites`, { cookie: rep.cookie })).status).toBe(404);
  });

  it("serves the campaign detail without its microsites when asked, with the counts by status", async () => {
    const res = await ctx.request(`/api/campaigns/${campaignId}?microsites_limit=0`, { cookie: rep.cookie });
    const detail = (await res.json()) as { microsites: unknown[]; microsite_counts: { total: number; by_status: Record<string, number>; extendable: number } };
    expect(detail.microsites).toEqual([]);
    expect(detail.microsite_counts).toMatchObject({ total: COUNT, by_status: { error: 6, pending: 6, expired: 6, completed: 42 }, extendable: 48 });
    const full = (await (await ctx.request(`/api/campaigns/${campaignId}`, { cookie: rep.cookie })).json()) as { microsites: unknown[] };
    expect(full.microsites).toHaveLength(COUNT);
  });

  it("extends the ticked published pages by exactly 7 days in one go, and nothing else", async () => {
    const rows = await all();
    const picked = rows.filter((r) => r.status === "completed").slice(0, 3);
    const pending = rows.find((r) => r.status === "pending")!;
    const foreign = (await ctx.db.select({ id: microsites.id }).from(microsites).where(eq(microsites.campaignId, outsiderCampaignId)).limit(1))[0].id;
    const before = new Map((await ctx.db.select().from(microsites)).map((m) => [m.id, m.expiresAt?.getTime() ?? null]));
    const res = await bulk(rep, "extend", [...picked.map((r) => r.id), pending.id, foreign]);
    expect(await res.json()).toEqual({ count: 3 });
    for (const m of await ctx.db.select().from(microsites)) {
      const moved = picked.some((r) => r.id === m.id) ? 7 * DAY_MS : 0;
      expect({ id: m.id, expires: m.expiresAt?.getTime() ?? null }).toEqual({ id: m.id, expires: before.get(m.id) === null ? null : before.get(m.id)! + moved });
    }
  });

  it("refuses an empty list, more than 1,000 ids and ids that are not uuids with 400", async () => {
    const ids = Array.from({ length: BULK_IDS_MAX + 1 }, () => crypto.randomUUID());
    for (const action of ["extend", "regenerate", "delete"]) {
      expect((await bulk(rep, action, ids)).status).toBe(400);
      expect((await bulk(rep, action, [])).status).toBe(400);
      expect((await bulk(rep, action, ["x'; drop table"])).status).toBe(400);
    }
    expect((await bulk(rep, "extend", ids.slice(0, BULK_IDS_MAX))).status).toBe(200);
  });

  it("keeps other members and workspaces out of the bulk actions (404) and leaves their pages alone", async () => {
    const ids = (await all()).slice(0, 2).map((r) => r.id);
    for (const action of ["extend", "regenerate", "delete"]) {
      expect((await bulk(otherRep, action, ids)).status).toBe(404);
      expect((await bulk(outsider, action, ids)).status).toBe(404);
    }
    // The outsider's own campaign with the rep's ids: nothing of the rep's is touched.
    expect(await (await bulk(outsider, "delete", ids, outsiderCampaignId)).json()).toEqual({ count: 0 });
    expect((await all()).filter((r) => ids.includes(r.id))).toHaveLength(2);
  });

  it("regenerates the ticked pages as one run, skipping foreign ids", async () => {
    const rows = (await all()).filter((r) => r.status === "error").slice(0, 2);
    const foreign = (await ctx.db.select({ id: microsites.id }).from(microsites).where(eq(microsites.campaignId, outsiderCampaignId)).limit(1))[0].id;
    const res = await bulk(admin, "regenerate", [...rows.map((r) => r.id), foreign]);
    expect(await res.json()).toEqual({ count: 2 });
    const [outsiders] = await ctx.db.select({ status: microsites.status }).from(microsites).where(eq(microsites.id, foreign));
    expect(outsiders.status).not.toBe("pending");
  });

  it("deletes the ticked pages and only those", async () => {
    const rows = (await all()).slice(0, 3);
    const res = await bulk(rep, "delete", rows.map((r) => r.id));
    expect(await res.json()).toEqual({ count: 3 });
    expect((await page("")).total).toBe(COUNT - 3);
    expect((await ctx.db.select({ id: microsites.id }).from(microsites).where(eq(microsites.campaignId, outsiderCampaignId))).length).toBe(COUNT);
  });
});

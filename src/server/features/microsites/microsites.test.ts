import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";
import { contacts, microsites } from "@/server/db/schema";
import { expireMicrosites } from "@/server/jobs/sweep";
import { TRACKING_SCRIPT_HASH } from "@/server/render/tracking-script";
import { micrositesOf, seedCampaign, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, expectHiddenFromOtherUser, type TestContext, type TestUser } from "@/server/test/test-app";
import { personalWorkspaceId } from "@/server/db/membership";

const DAY = 86_400_000;

describe("published microsites: viewer states, caching, expiry, extend, regenerate, delete", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let pages: Array<typeof microsites.$inferSelect>;
  let campaignId: string;
  beforeAll(async () => {
    ctx = await createTestContext({ MICROSITE_BASE_URL: "https://pages.acme.test" });
    owner = await ctx.signUp();
    const seeded = await seedCampaign(ctx.db, owner.id, {
      contacts: 4,
      brand: true,
      contactOverrides: (i) => (i === 0 ? { firstName: "<script>alert(1)</script>", company: "Evil & Co" } : {}),
    });
    campaignId = seeded.campaign.id;
    await ctx.startWorker();
    const run = (await (await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId }, cookie: owner.cookie })).json()) as LaunchAnswer;
    await waitFor(
      async () => (await (await ctx.request(`/api/campaign-status?runId=${run.runId}`, { cookie: owner.cookie })).json()) as CampaignStatusAnswer,
      (s) => s.status === "completed",
    );
    pages = (await micrositesOf(ctx.db, campaignId)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  });
  afterAll(() => ctx.close());

  const byContactName = (name: string) => pages.find((p) => p.htmlContent?.includes(name))!;

  it("serves a published page with a strict CSP, an ETag and 304 on revalidation", async () => {
    const page = pages[1];
    const res = await ctx.request(`/site/${page.slug}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain(`script-src '${TRACKING_SCRIPT_HASH}'`);
    expect(csp).toMatch(/style-src 'sha256-[^']+'/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    const etag = res.headers.get("etag")!;
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(html.length).toBeLessThan(40 * 1024);
    expect(page.publicUrl).toBe(`https://pages.acme.test/${page.slug}`);
    const again = await ctx.request(`/site/${page.slug}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    // On the microsite host the page is at /{slug}, and other paths are the placeholder.
    const hosted = await ctx.request(`/${page.slug}`, { headers: { host: "pages.acme.test" } });
    expect(hosted.status).toBe(200);
    expect((await ctx.request("/pricing", { headers: { host: "pages.acme.test" } })).status).toBe(404);
  });

  it("shows a contact named <script>alert(1)</script> as text, never as markup", async () => {
    const page = pages.find((p) => p.htmlContent?.includes("alert(1)"))!;
    const html = await (await ctx.request(`/site/${page.slug}`)).text();
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)");
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("answers 404 for unknown, invalid and pending slugs", async () => {
    const [contact] = await ctx.db.insert(contacts).values({ workspaceId: personalWorkspaceId(owner.id), userId: owner.id, email: "pending@example.com" }).returning();
    await ctx.db.insert(microsites).values({ workspaceId: personalWorkspaceId(owner.id), campaignId, contactId: contact.id, userId: owner.id, slug: "pending-page-x1", status: "pending" });
    for (const slug of ["no-such-page-zz", "Bad_Slug", "a".repeat(61), "pending-page-x1"]) {
      const res = await ctx.request(`/site/${slug}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("This page isn&#39;t published yet");
    }
  });

  it("serves the fonts the page uses from our own origin", async () => {
    const html = pages[1].htmlContent!;
    const font = /url\((\/_fonts\/[^)]+)\)/.exec(html)![1];
    const res = await ctx.request(font);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("font/woff2");
    expect((await ctx.request("/_fonts/inter/..%2F..%2Fpackage.json")).status).toBe(404);
    expect((await ctx.request("/_fonts/not-a-font/400.woff2")).status).toBe(404);
    expect((await ctx.request("/_fonts/inter/450.woff2")).status).toBe(404);
  });

  it("stops serving a page the moment it expires (410), even from the cache, and extend brings it back", async () => {
    const page = pages[2];
    expect((await ctx.request(`/site/${page.slug}`)).status).toBe(200);
    // Expire it behind the app's back; the database trigger tells the cache.
    await ctx.db.update(microsites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(microsites.id, page.id));
    const expired = await waitFor(() => ctx.request(`/site/${page.slug}`), (r) => r.status === 410, undefined, 50);
    expect(expired.status).toBe(410);
    const text = await expired.text();
    expect(text).toContain("Microsite Expired");
    expect(text).toContain("This microsite has expired.");
    expect(await expireMicrosites(ctx.db)).toBeGreaterThanOrEqual(1);
    expect((await micrositesOf(ctx.db, campaignId)).find((m) => m.id === page.id)!.status).toBe("expired");

    const before = Date.now();
    const res = await ctx.request(`/api/microsites/${page.id}/extend`, { method: "POST", body: { days: 7 }, cookie: owner.cookie });
    expect(res.status).toBe(200);
    const { expires_at } = (await res.json()) as { expires_at: string };
    expect(new Date(expires_at).getTime()).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
    expect((await ctx.request(`/site/${page.slug}`)).status).toBe(200);

    // Extending a live page adds to its current expiry.
    const again = (await (await ctx.request(`/api/microsites/${page.id}/extend`, { method: "POST", body: {}, cookie: owner.cookie })).json()) as { expires_at: string };
    expect(new Date(again.expires_at).getTime() - new Date(expires_at).getTime()).toBe(7 * DAY);
    const bad = await ctx.request(`/api/microsites/${page.id}/extend`, { method: "POST", body: { days: 0 }, cookie: owner.cookie });
    expect(bad.status).toBe(400);
  });

  it("regenerates one page under the same link, and the cache never serves the old copy", async () => {
    const page = byContactName("First1");
    const oldHtml = await (await ctx.request(`/site/${page.slug}`)).text();
    await ctx.db.update(microsites).set({ htmlContent: oldHtml.replace("First1", "Stale") }).where(eq(microsites.id, page.id));
    // The change reached the cache (trigger -> notification), so the stale copy is what is cached now.
    await waitFor(() => ctx.request(`/site/${page.slug}`).then((r) => r.text()), (html) => html.includes("Stale"), undefined, 50);
    const res = await ctx.request(`/api/microsites/${page.id}/regenerate`, { method: "POST", cookie: owner.cookie });
    expect(res.status).toBe(202);
    const run = (await res.json()) as LaunchAnswer;
    expect(run.total).toBe(1);
    const done = await waitFor(
      async () => (await (await ctx.request(`/api/campaign-status?runId=${run.runId}`, { cookie: owner.cookie })).json()) as CampaignStatusAnswer,
      (s) => s.status === "completed",
    );
    expect(done.processed).toBe(1);
    const now = (await micrositesOf(ctx.db, campaignId)).find((m) => m.id === page.id)!;
    expect(now.slug).toBe(page.slug);
    expect(now.attempts).toBe(2);
    const served = await (await ctx.request(`/site/${page.slug}`)).text();
    expect(served).not.toContain("Stale");
  });

  it("deletes a page (204): its link is gone, and the file an older release stored for it", async () => {
    const page = pages[3];
    const storageKey = `${owner.id}/${page.campaignId}/${page.slug}.html`;
    await ctx.storage.put("microsites", storageKey, "<html>older copy</html>", "text/html; charset=utf-8");
    await ctx.db.update(microsites).set({ storageKey }).where(eq(microsites.id, page.id));
    expect((await ctx.request(`/site/${page.slug}`)).status).toBe(200);
    const res = await ctx.request(`/api/microsites/${page.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(res.status).toBe(204);
    expect((await ctx.request(`/site/${page.slug}`)).status).toBe(404);
    expect(await ctx.storage.get("microsites", storageKey)).toBeNull();
    expect((await ctx.request(`/api/microsites/${page.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(404);
  });

  it("hides another owner's microsites behind 404", async () => {
    const other = await ctx.signUp();
    const page = pages[1];
    await expectHiddenFromOtherUser(ctx, other, [
      { path: `/api/microsites/${page.id}/regenerate`, method: "POST" },
      { path: `/api/microsites/${page.id}/extend`, method: "POST", body: { days: 7 } },
      { path: `/api/microsites/${page.id}`, method: "DELETE" },
      { path: "/api/microsites/not-a-uuid/extend", method: "POST", body: { days: 7 } },
    ]);
    expect((await ctx.request(`/site/${page.slug}`)).status).toBe(200);
  });
});

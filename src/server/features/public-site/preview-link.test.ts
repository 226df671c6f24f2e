import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_RIBBON_TEXT } from "@/shared/public-site";
import { queryRows } from "@/server/db/rows";
import { TRACKING_SCRIPT } from "@/server/render/tracking-script";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { BROWSER_UA, seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { mintPreviewToken, PREVIEW_LINK_TTL_MS, previewHtml, readPreviewToken } from "./preview-link";

const PAGE = `<!doctype html><html><body><h1>Hi Pat</h1><script data-campaign="c" data-contact="k" data-slug="s">${TRACKING_SCRIPT}</script></body></html>`;

describe("preview tokens", () => {
  const id = "6f1c2a52-8d7e-4c1b-9a3e-0c5b7d9e1f20";
  it("open one microsite until they expire; forged or foreign ones open nothing", () => {
    const token = mintPreviewToken("secret", id, 1_000_000);
    expect(readPreviewToken("secret", token, 1_000_000 + PREVIEW_LINK_TTL_MS - 1)).toEqual({ micrositeId: id });
    expect(readPreviewToken("secret", token, 1_000_000 + PREVIEW_LINK_TTL_MS)).toBe("expired");
    expect(readPreviewToken("other-secret", token, 1_000_000)).toBeNull();
    expect(readPreviewToken("secret", token.replace(id, "6f1c2a52-8d7e-4c1b-9a3e-0c5b7d9e1f21"), 1_000_000)).toBeNull();
    expect(readPreviewToken("secret", "nonsense", 1_000_000)).toBeNull();
  });

  it("the preview page has the ribbon and no tracking script", () => {
    const html = previewHtml(PAGE);
    expect(html).toContain(PREVIEW_RIBBON_TEXT);
    expect(html).not.toContain("data-campaign");
    expect(html).not.toContain("log-metric");
    expect(html.indexOf(PREVIEW_RIBBON_TEXT)).toBeLessThan(html.indexOf("</body>"));
  });
});

describe("GET /api/microsites/:id/preview-url and the preview page", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({}, { metrics: { flushIntervalMs: null } });
    owner = await ctx.signUp();
    other = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  it("gives the owner a signed link (others 404) whose page shows the ribbon and records nothing", async () => {
    const site = await seedMicrosite(ctx.db, owner.id, { html: PAGE });
    const res = await ctx.request(`/api/microsites/${site.microsite.id}/preview-url`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${ctx.config.appUrl}/site-preview/${site.microsite.id}\\.`));

    for (const cookie of [other.cookie, undefined]) {
      expect((await ctx.request(`/api/microsites/${site.microsite.id}/preview-url`, { cookie })).status).toBe(cookie ? 404 : 401);
    }
    expect((await ctx.request("/api/microsites/not-a-uuid/preview-url", { cookie: owner.cookie })).status).toBe(404);

    const page = await ctx.request(new URL(url).pathname, { headers: { "user-agent": BROWSER_UA } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(PREVIEW_RIBBON_TEXT);
    expect(html).toContain("Hi Pat");
    expect(html).not.toContain("data-campaign");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("server-timing")).toBeNull();
    expect(page.headers.get("content-security-policy")).toContain("style-src 'sha256-");

    await ctx.deps.metrics.ingest.settle();
    const [stored] = await queryRows<{ visitors: number; counters: number }>(ctx.db, sql`select (select count(*) from metric_visitors)::int as visitors, (select count(*) from campaign_metrics)::int as counters`);
    expect(stored).toEqual({ visitors: 0, counters: 0 });
  });

  it("an expired preview link says so; a forged one is not found", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    const stale = mintPreviewToken(ctx.config.authSecret, site.microsite.id, Date.now() - PREVIEW_LINK_TTL_MS - 1);
    const expired = await ctx.request(`/site-preview/${stale}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("Preview link expired");
    expect((await ctx.request(`/site-preview/${stale.slice(0, -2)}xx`)).status).toBe(404);
  });

  it("a microsite without a page yet has no preview", async () => {
    const site = await seedMicrosite(ctx.db, owner.id, { status: "pending", html: null });
    const res = await ctx.request(`/api/microsites/${site.microsite.id}/preview-url`, { cookie: owner.cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "This microsite has no page yet" });
  });
});

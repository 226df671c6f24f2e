import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { userAgents as lighthouseAgents } from "lighthouse/core/config/constants.js";
import { INSTANT_CLICK_MS } from "@/shared/bot-detection";
import { queryRows } from "@/server/db/rows";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { BROWSER_UA, seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { forgetIdleVisitors } from "./visitor-store";

// The agents the issue names (PageSpeed/Lighthouse runs that name themselves and ten link unfurlers), plus
// WebPageTest and an uptime monitor.
const AGENTS = [
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36 (compatible; Google-PageSpeed-Insights)",
  `${BROWSER_UA} PTST/240201.120133`,
  "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  "Twitterbot/1.0",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Safari/537.36 Teams/24000 MicrosoftTeams-Preview",
  "WhatsApp/2.23.20.0",
  "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  `${BROWSER_UA} Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17029; Pro)`,
  "Mozilla/5.0 (compatible; SafeLinks/1.0)",
  "Mozilla/5.0 (Linux; Android 7.0; SM-G930V Build/NRD90M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/59.0.3071.125 Mobile Safari/537.36 (compatible; Google-Read-Aloud; +https://support.google.com/webmasters/answer/1061943)",
];

describe("visitor counting", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    // The default beacon limits; behind a trusted proxy so each test picks its client addresses.
    ctx = await createTestContext({ TRUST_PROXY: "true" }, { metrics: { flushIntervalMs: null } });
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const counts = async (contactId: string) => {
    await ctx.deps.metrics.ingest.settle();
    const [row] = await queryRows<Record<string, number>>(ctx.db, sql`
        select
          coalesce(sum(samples) filter (where metric_type = 'view' and source = 'human'), 0)::float8 as views,
          coalesce(sum(samples) filter (where metric_type = 'view' and source = 'bot'), 0)::float8 as bot_views,
          coalesce(sum(samples) filter (where metric_type = 'click' and source = 'human'), 0)::float8 as clicks,
          coalesce(sum(samples) filter (where metric_type = 'click' and source = 'bot'), 0)::float8 as bot_clicks
        from campaign_metrics where contact_id = ${contactId}`);
    return row;
  };
  const load = (slug: string, userAgent: string, address: string) => ctx.request(`/site/${slug}`, { headers: { "user-agent": userAgent, "x-forwarded-for": address } });
  const beacon = (body: unknown, userAgent: string, address: string) =>
    ctx.request("/api/log-metric", { method: "POST", body, headers: { "user-agent": userAgent, "x-forwarded-for": address } });

  it("counts no human view or click from Lighthouse/PageSpeed, WebPageTest, monitors and link unfurlers", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    for (const [i, ua] of AGENTS.entries()) {
      const address = `192.0.2.${i + 1}`;
      expect((await load(site.microsite.slug, ua, address)).status).toBe(200);
      expect((await beacon(site.event("view"), ua, address)).status).toBe(204);
      expect((await beacon(site.event("session_duration", 20), ua, address)).status).toBe(204);
      expect((await beacon(site.event("click"), ua, address)).status).toBe(204);
    }
    expect(await counts(site.contact.id)).toMatchObject({ views: 0, clicks: 0, bot_views: AGENTS.length, bot_clicks: AGENTS.length });
  });

  it("counts no human view or click from a Lighthouse run that does not name itself (mobile by its user agent, desktop by its client hints)", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    const runs = [
      { ua: lighthouseAgents.mobile, hints: '"Chromium";v="136", "Google Chrome";v="136"' },
      { ua: lighthouseAgents.desktop, hints: '"Chromium";v="136", "Google Chrome";v="136"' },
    ];
    for (const [i, { ua, hints }] of runs.entries()) {
      const headers = { "user-agent": ua, "sec-ch-ua": hints, "x-forwarded-for": `192.0.2.${100 + i}` };
      expect((await ctx.request(`/site/${site.microsite.slug}`, { headers })).status).toBe(200);
      for (const event of [site.event("view"), site.event("session_duration", 20), site.event("click")]) {
        expect((await ctx.request("/api/log-metric", { method: "POST", body: event, headers })).status).toBe(204);
      }
    }
    // The same desktop browser with a real Chrome's brands is a person.
    const person = { "user-agent": lighthouseAgents.desktop, "sec-ch-ua": '"Chromium";v="136", "Google Chrome";v="136", "Not.A/Brand";v="99"', "x-forwarded-for": "192.0.2.110" };
    expect((await ctx.request("/api/log-metric", { method: "POST", body: site.event("view"), headers: person })).status).toBe(204);
    expect(await counts(site.contact.id)).toMatchObject({ views: 1, clicks: 0, bot_views: runs.length, bot_clicks: runs.length });
  });

  it("130 beacons from one address with a different User-Agent each are at most one human view", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    const statuses = [];
    for (let i = 0; i < 130; i++) {
      const ua = BROWSER_UA.replace("Chrome/131.0.0.0", `Chrome/${100 + i}.0.${i}.0`);
      statuses.push((await beacon(site.event(i % 3 === 2 ? "click" : "view"), ua, "198.51.100.23")).status);
    }
    expect(statuses.filter((s) => s === 204).length).toBe(120); // the per-address limit (120 a minute) refuses the rest
    expect(await counts(site.contact.id)).toMatchObject({ views: 1, clicks: 1 });
  });

  it("one IPv6 /64 is one visitor; another address is another", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    await beacon(site.event("view"), BROWSER_UA, "2001:db8:1:2::10");
    await beacon(site.event("view"), BROWSER_UA, "2001:db8:1:2:ffff::99");
    await beacon(site.event("view"), BROWSER_UA, "198.51.100.24");
    expect((await counts(site.contact.id)).views).toBe(2);
  });

  it("dates clicks by the page-load token the page was served with, whichever process served it", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const page = await load(site.microsite.slug, BROWSER_UA, "198.51.100.25");
      const pv = /^pv;desc="([^"]+)"$/.exec(page.headers.get("server-timing") ?? "")?.[1];
      expect(pv).toBeTruthy();
      await beacon({ ...site.event("view"), pv }, BROWSER_UA, "198.51.100.25");
      // A link checker clicking everything at once: a bot click, however the User-Agent looks.
      await beacon({ ...site.event("click"), pv }, BROWSER_UA, "198.51.100.25");
      expect(await counts(site.contact.id)).toMatchObject({ views: 1, clicks: 0, bot_clicks: 1 });
      vi.setSystemTime(Date.now() + INSTANT_CLICK_MS); // a person reads before clicking
      await beacon({ ...site.event("click"), pv }, BROWSER_UA, "198.51.100.25");
      // A forged token is no token: the click is judged without it.
      await beacon({ ...site.event("click"), pv: `${pv}x` }, BROWSER_UA, "198.51.100.26");
    } finally {
      vi.useRealTimers();
    }
    expect(await counts(site.contact.id)).toMatchObject({ views: 1, clicks: 2, bot_clicks: 1 });
  });

  it("stores no client address", async () => {
    await ctx.deps.metrics.ingest.settle();
    const rows = await queryRows<{ visitor: string }>(ctx.db, sql`select visitor from metric_visitors`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^[A-Za-z0-9_-]{22}$/.test(r.visitor))).toBe(true);
  });
});

describe("idle visitor rows", () => {
  it("are deleted after a day unless something is still held", async () => {
    const ctx = await createTestContext({ TRUST_PROXY: "true" }, { metrics: { flushIntervalMs: null } });
    try {
      const owner = await ctx.signUp();
      const site = await seedMicrosite(ctx.db, owner.id);
      const send = (address: string) => ctx.request("/api/log-metric", { method: "POST", body: site.event("view"), headers: { "user-agent": BROWSER_UA, "x-forwarded-for": address } });
      await send("198.51.100.30");
      await ctx.deps.metrics.ingest.settle();
      await send("198.51.100.31");
      await ctx.deps.metrics.ingest.flush(); // held, not decided
      await forgetIdleVisitors(ctx.db, Date.now() + 2 * 86_400_000);
      const rows = await queryRows<{ view_state: string }>(ctx.db, sql`select view_state from metric_visitors`);
      expect(rows.map((r) => r.view_state)).toEqual(["held"]);
    } finally {
      await ctx.close();
    }
  });
});

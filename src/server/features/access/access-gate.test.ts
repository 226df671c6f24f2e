import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_CODE_TTL_MS, GATE_RATE_LIMITS, GATE_TEXT, SMTP_REQUIRED_REASON } from "@/shared/schemas/access";
import { queryRows } from "@/server/db/rows";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { startSmtpTestServer } from "@/server/test/smtp-test-server";
import { BROWSER_UA, seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { checkCode, findGatedPage, issueCode } from "./gate-service";
import { hashSecret, secretMatches } from "./passcode";

const PAGE_TEXT = "SECRET OFFER FOR ADA";
const html = `<!doctype html><html><body><h1>${PAGE_TEXT}</h1></body></html>`;
const ada = { firstName: "Ada", lastName: "Lovelace", company: "Acme", domain: "acme.com" };

describe("access gates (issue 27)", () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let owner: TestUser;
  let address = 0;
  const nextAddress = () => `198.51.100.${++address}`;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    ctx = await createTestContext({ TRUST_PROXY: "true", SMTP_URL: smtp.url, MICROSITE_BASE_URL: "https://pages.example.test" }, { metrics: { flushIntervalMs: null } });
    owner = await ctx.signUp({ firstName: "Grace", lastName: "Hopper" });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const gatedSite = async (setting: Record<string, unknown>, who = owner) => {
    const site = await seedMicrosite(ctx.db, who.id, { contact: { ...ada, email: `ada-${Math.random().toString(36).slice(2, 8)}@acme.com` }, html });
    const res = await ctx.request(`/api/campaigns/${site.campaignId}/access`, { method: "PUT", cookie: who.cookie, body: setting });
    expect(res.status, await res.clone().text()).toBe(200);
    return site;
  };
  const view = (slug: string, from: string, cookie?: string) => ctx.request(`/site/${slug}`, { cookie, headers: { "user-agent": BROWSER_UA, "x-forwarded-for": from } });
  const post = (slug: string, form: Record<string, string>, from: string, path = "access") =>
    ctx.app.request(`http://localhost:3000/site/${slug}/${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": from, "user-agent": BROWSER_UA },
      body: new URLSearchParams(form).toString(),
    });
  const admissionOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0];
  const codeFor = (email: string) => {
    const mail = [...smtp.received].reverse().find((m) => m.to === email);
    return /code is (\d{6})/.exec(mail?.text ?? "")?.[1] ?? "";
  };
  const counted = async (site: { microsite: { id: string }; contact: { id: string } }) => {
    await ctx.deps.metrics.ingest.settle();
    const [row] = (await queryRows<{ views: number; visitors: number }>(ctx.db, sql`select (select coalesce(sum(samples), 0) from campaign_metrics where contact_id = ${site.contact.id} and metric_type = 'view')::int as views,
        (select count(*) from metric_visitors where microsite_id = ${site.microsite.id})::int as visitors`));
    return row;
  };

  it("an email gate shows the brand and no page, counts nothing, and admits on this device with a cookie scoped to the page", async () => {
    const site = await gatedSite({ mode: "email" });
    const from = nextAddress();
    const gate = await view(site.microsite.slug, from);
    expect(gate.status).toBe(401);
    const body = await gate.text();
    expect(body).toContain(GATE_TEXT.title);
    expect(body).toContain(`action="/site/${site.microsite.slug}/access"`);
    expect(body).not.toContain(PAGE_TEXT);
    expect(gate.headers.get("server-timing")).toBeNull();
    expect(await counted(site)).toEqual({ views: 0, visitors: 0 });

    const bad = await post(site.microsite.slug, { step: "email", email: "not-an-email" }, from);
    expect(bad.status).toBe(401);
    expect(await bad.text()).toContain("Enter a valid email address");

    const ok = await post(site.microsite.slug, { step: "email", email: "Ada@Acme.com" }, from);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(`/site/${site.microsite.slug}`);
    const setCookie = ok.headers.get("set-cookie") ?? "";
    expect(setCookie).toContain(`Path=/site/${site.microsite.slug}`);
    expect(setCookie).toContain("HttpOnly");
    const page = await view(site.microsite.slug, from, admissionOf(ok));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(PAGE_TEXT);
    // Another page's cookie does not open this one.
    const other = await gatedSite({ mode: "email" });
    expect((await view(other.microsite.slug, from, admissionOf(ok))).status).toBe(401);
  });

  it("the owner's preview skips the gate", async () => {
    const site = await gatedSite({ mode: "passcode", passcode: "open-sesame" });
    const { url } = (await (await ctx.request(`/api/microsites/${site.microsite.id}/preview-url`, { cookie: owner.cookie })).json()) as { url: string };
    const preview = await ctx.request(new URL(url).pathname);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain(PAGE_TEXT);
  });

  it("a passcode: a wrong one is refused, the right one admits; the passcode is never read back", async () => {
    const site = await gatedSite({ mode: "passcode", passcode: "open-sesame" });
    const setting = (await (await ctx.request(`/api/campaigns/${site.campaignId}/access`, { cookie: owner.cookie })).json()) as Record<string, unknown>;
    expect(setting).toMatchObject({ mode: "passcode", hasPasscode: true, codesAvailable: true });
    expect(JSON.stringify(setting)).not.toContain("open-sesame");
    const from = nextAddress();
    const wrong = await post(site.microsite.slug, { step: "passcode", passcode: "guess" }, from);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(GATE_TEXT.wrongPasscode);
    const right = await post(site.microsite.slug, { step: "passcode", passcode: "open-sesame" }, from);
    expect(right.status).toBe(303);
    expect((await view(site.microsite.slug, from, admissionOf(right))).status).toBe(200);
  });

  it("a page's own setting shows on its campaign's rows without its passcode, and overrides the campaign's until it follows it again", async () => {
    const site = await gatedSite({ mode: "open" });
    const put = (body: Record<string, unknown>) => ctx.request(`/api/microsites/${site.microsite.id}/access`, { method: "PUT", cookie: owner.cookie, body });
    const row = async () => {
      const list = (await (await ctx.request(`/api/campaigns/${site.campaignId}/microsites`, { cookie: owner.cookie })).json()) as { items: Array<{ id: string; own_access: unknown }> };
      return list.items.find((m) => m.id === site.microsite.id)!;
    };
    expect((await row()).own_access).toBeNull();
    const set = await put({ mode: "passcode", passcode: "page-secret" });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(await set.json()).toMatchObject({ own: { mode: "passcode", hasPasscode: true }, effective: { mode: "passcode" } });
    const overridden = await row();
    expect(overridden.own_access).toEqual({ mode: "passcode", domains: [], hasPasscode: true });
    expect(JSON.stringify(overridden)).not.toMatch(/page-secret|passcodeHash|scrypt/);
    const gate = await view(site.microsite.slug, nextAddress());
    expect(gate.status).toBe(401);
    expect(await gate.text()).toContain(GATE_TEXT.passcodeIntro);

    expect((await put({ mode: null })).status).toBe(200);
    expect((await row()).own_access).toBeNull();
    const open = await view(site.microsite.slug, nextAddress());
    expect(open.status).toBe(200);
    expect(await open.text()).toContain(PAGE_TEXT);
  });

  it("a verified email: a code by email, 5 tries, then used up; the right code admits", async () => {
    const site = await gatedSite({ mode: "verified" });
    const from = nextAddress();
    const email = "ada.l@acme.com";
    const sent = await post(site.microsite.slug, { step: "email", email }, from);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(GATE_TEXT.codeIntro(email));
    const code = codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 1; left--) {
      const wrong = await post(site.microsite.slug, { step: "code", email, code: wrongCode }, from);
      expect(await wrong.text()).toContain(GATE_TEXT.wrongCode(left));
    }
    const fifth = await post(site.microsite.slug, { step: "code", email, code: wrongCode }, from);
    expect(await fifth.text()).toContain(GATE_TEXT.codeExpired);
    // Out of tries: even the right code no longer opens it.
    const late = await post(site.microsite.slug, { step: "code", email, code }, from);
    expect(late.status).toBe(200);
    expect(await late.text()).toContain(GATE_TEXT.codeExpired);
    await post(site.microsite.slug, { step: "email", email }, nextAddress());
    const fresh = await post(site.microsite.slug, { step: "code", email, code: codeFor(email) }, nextAddress());
    expect(fresh.status).toBe(303);
    expect(await counted(site)).toEqual({ views: 0, visitors: 0 });
  });

  it("a code expires after 10 minutes (injected clock)", async () => {
    const site = await gatedSite({ mode: "verified" });
    const t0 = new Date("2026-11-26T12:00:00Z");
    const code = await issueCode(ctx.db, site.microsite.id, "x@acme.com", hashSecret, t0);
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(await checkCode(ctx.db, site.microsite.id, "x@acme.com", "999999" === code ? "000000" : "999999", secretMatches, at(ACCESS_CODE_TTL_MS - 1000))).toEqual({ ok: false, triesLeft: 4 });
    expect(await checkCode(ctx.db, site.microsite.id, "x@acme.com", code, secretMatches, at(ACCESS_CODE_TTL_MS))).toEqual({ ok: false, triesLeft: 0 });
    const again = await issueCode(ctx.db, site.microsite.id, "x@acme.com", hashSecret, t0);
    expect(await checkCode(ctx.db, site.microsite.id, "x@acme.com", again, secretMatches, at(ACCESS_CODE_TTL_MS - 1))).toEqual({ ok: true });
  });

  it("verified email is refused without SMTP, with the reason", async () => {
    const plain = await createTestContext({}, { metrics: { flushIntervalMs: null } });
    try {
      const rep = await plain.signUp();
      const site = await seedMicrosite(plain.db, rep.id);
      const res = await plain.request(`/api/campaigns/${site.campaignId}/access`, { method: "PUT", cookie: rep.cookie, body: { mode: "verified" } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(SMTP_REQUIRED_REASON);
      const setting = (await (await plain.request(`/api/campaigns/${site.campaignId}/access`, { cookie: rep.cookie })).json()) as Record<string, unknown>;
      expect(setting).toMatchObject({ mode: "open", codesAvailable: false });
    } finally {
      await plain.close();
    }
  });

  it("gate posts are rate-limited per address", async () => {
    const site = await gatedSite({ mode: "passcode", passcode: "open-sesame" });
    const from = nextAddress();
    for (let i = 0; i < GATE_RATE_LIMITS.perAddress; i++) expect((await post(site.microsite.slug, { step: "passcode", passcode: "nope" }, from)).status).toBe(401);
    const limited = await post(site.microsite.slug, { step: "passcode", passcode: "open-sesame" }, from);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(GATE_TEXT.tooMany);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("allowed domains: someone elsewhere is refused, asks, the owner admits them with one click", async () => {
    const site = await gatedSite({ mode: "domains", domains: ["partner.io"] });
    const from = nextAddress();
    const refused = await post(site.microsite.slug, { step: "email", email: "sam@elsewhere.org" }, from);
    expect(refused.status).toBe(403);
    const refusal = await refused.text();
    expect(refusal).toContain(GATE_TEXT.requestAccess);
    expect(refusal).not.toContain(PAGE_TEXT);
    // The contact's own domain and an added one get a code.
    expect((await post(site.microsite.slug, { step: "email", email: "bob@partner.io" }, nextAddress())).status).toBe(200);
    const asked = await post(site.microsite.slug, { email: "sam@elsewhere.org" }, from, "request-access");
    expect(await asked.text()).toContain(GATE_TEXT.requestSentTitle);
    const items = (await (await ctx.request("/api/dashboard/activity", { cookie: owner.cookie })).json()) as Array<{ kind: string; description: string; request?: { id: string; email: string; admitted: boolean } }>;
    const item = items.find((i) => i.request?.email === "sam@elsewhere.org");
    expect(item?.description).toContain("sam@elsewhere.org asked for access to Ada Lovelace (Acme)'s page");
    const stranger = await ctx.signUp();
    expect((await ctx.request(`/api/access-requests/${item!.request!.id}/admit`, { method: "POST", cookie: stranger.cookie })).status).toBe(404);
    expect((await ctx.request(`/api/access-requests/${item!.request!.id}/admit`, { method: "POST", cookie: owner.cookie })).status).toBe(200);
    const now = await post(site.microsite.slug, { step: "email", email: "sam@elsewhere.org" }, from);
    expect(now.status).toBe(200);
    expect(await now.text()).toContain(GATE_TEXT.codeIntro("sam@elsewhere.org"));
  });

  it("a new person at the contact's domain: activity, toast, timeline, account view, webhook only to the owner's own hook", async () => {
    await ctx.request("/api/notification-settings", { method: "PUT", cookie: owner.cookie, body: { webhookUrl: "https://hooks.example.com/pitchsite" } });
    const site = await gatedSite({ mode: "email" });
    const quiet = await ctx.signUp();
    const theirs = await gatedSite({ mode: "email" }, quiet);
    for (const [slug, email] of [[site.microsite.slug, site.contact.email], [site.microsite.slug, "j.doe@acme.com"], [theirs.microsite.slug, "j.doe@acme.com"]])
      expect((await post(slug, { step: "email", email }, nextAddress())).status).toBe(303);

    const timeline = (await (await ctx.request(`/api/contacts/${site.contact.id}/timeline`, { cookie: owner.cookie })).json()) as { people: Array<{ email: string; visits: number }> };
    expect(timeline.people.map((p) => p.email).sort()).toEqual([site.contact.email, "j.doe@acme.com"].sort());
    const account = (await (await ctx.request("/api/accounts/acme.com/people", { cookie: owner.cookie })).json()) as { people: Array<{ email: string; micrositeId: string }> };
    expect(account.people.filter((p) => p.micrositeId === site.microsite.id)).toHaveLength(2);
    expect(account.people.some((p) => p.micrositeId === theirs.microsite.id)).toBe(false);
    expect((await ctx.request(`/api/contacts/${site.contact.id}/timeline`, { cookie: quiet.cookie })).status).toBe(404);

    const text = `A new person at Acme opened Ada's page — j.doe@acme.com`;
    const items = (await (await ctx.request("/api/dashboard/activity", { cookie: owner.cookie })).json()) as Array<{ kind: string; description: string }>;
    expect(items.filter((i) => i.kind === "new_viewer" && i.description === text)).toHaveLength(1);
    const toast = (await (await ctx.request("/api/notifications/claim?scope=requests", { method: "POST", cookie: owner.cookie })).json()) as { items: Array<{ description: string }> };
    expect(toast.items.map((i) => i.description)).toContain(text);

    const hooks = (await queryRows<{ user_id: string; viewer: string }>(ctx.db, sql`select user_id, payload->'data'->'viewer'->>'email' as viewer from webhook_deliveries where event = 'microsite.new_viewer'`));
    expect(hooks).toEqual([{ user_id: owner.id, viewer: "j.doe@acme.com" }]);

    // Analytics count people: the campaign row, and the CRM export lists them.
    const list = (await (await ctx.request("/api/campaigns", { cookie: owner.cookie })).json()) as Array<{ id: string; people_viewed: string | null }>;
    expect(list.find((c) => c.id === site.campaignId)?.people_viewed).toBe("2 people at Acme viewed");
    const csv = await (await ctx.request(`/api/analytics/export?period=30d&campaignId=${site.campaignId}`, { cookie: owner.cookie })).text();
    expect(csv.split("\n")[0]).toContain("People Who Viewed");
    expect(csv).toContain(`${site.contact.email}; j.doe@acme.com`);
  });

  it("visitor emails are gone with the contact (and with the campaign)", async () => {
    const site = await gatedSite({ mode: "email" });
    const other = await gatedSite({ mode: "email" });
    for (const s of [site, other]) expect((await post(s.microsite.slug, { step: "email", email: "j.doe@acme.com" }, nextAddress())).status).toBe(303);
    const stored = async (id: string) => (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from microsite_viewers where microsite_id = ${id}`))[0].n;
    expect(await stored(site.microsite.id)).toBe(1);
    expect((await ctx.request(`/api/contacts/${site.contact.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect(await stored(site.microsite.id)).toBe(0);
    expect((await ctx.request(`/api/campaigns/${other.campaignId}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect(await stored(other.microsite.id)).toBe(0);
    expect(await findGatedPage(ctx.db, other.microsite.slug)).toBeNull();
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/rows";
import { crmConnections, crmContactLinks, crmSyncEvents } from "@/server/db/schema";
import { seedCampaign } from "@/server/test/launch-fixtures";
import { startSalesforceTestServer, type SalesforceTestServer } from "@/server/test/salesforce-test-server";
import { countCalls, useCrmSyncContext } from "@/server/test/integrations/crm-sync-context";
import { TEST_APP_URL } from "@/server/test/test-app";
import { syncConnection } from "./crm-sync";

const CLIENT = { clientId: "3MVG9pitchsite.test.consumer.key", clientSecret: "E2D0C1B0A9F8E7D6C5B4A3" };
const MAPPING = {
  columns: { email: "Email", first_name: "FirstName", last_name: "LastName", company: "Company", industry: "Industry", context: "Description", domain: "Website", title: "Title" },
  domain_from_email: false,
};

describe("Salesforce: connect through OAuth, import a campaign's members, write engagement back", () => {
  let salesforce: SalesforceTestServer;
  beforeAll(async () => {
    salesforce = await startSalesforceTestServer({ ...CLIENT, queryPageSize: 50 });
  });
  afterAll(async () => {
    await salesforce?.stop();
  });
  // No log line and no answer may carry a token.
  const crm = useCrmSyncContext(() => ({ SALESFORCE_CLIENT_ID: CLIENT.clientId, SALESFORCE_CLIENT_SECRET: CLIENT.clientSecret, SALESFORCE_LOGIN_URL: salesforce.url }));
  const { api, runtime, connectionId } = crm;

  /** Starts a sign-in: the authorize URL, the browser's nonce cookie, and the callback the "Allow" link goes to. */
  async function startSignIn() {
    const started = await api("/api/integrations/salesforce/authorize", { method: "POST" });
    expect(started.status).toBe(200);
    const nonceCookie = started.headers.get("set-cookie")!.split(";")[0];
    const page = await fetch(started.body.url as string);
    const allow = /<a href="([^"]+)">Allow<\/a>/.exec(await page.text())![1].replace(/&amp;/g, "&");
    return { url: new URL(started.body.url as string), nonceCookie, callback: new URL(allow) };
  }

  it("a forged or foreign state is refused and nothing is kept; the real sign-in stores the refresh token encrypted", async () => {
    expect((await api("/api/integrations")).body).toEqual({ connections: [], salesforce: { configured: true } });
    const { url, nonceCookie, callback } = await startSignIn();
    expect(url.origin).toBe(salesforce.url);
    expect(url.searchParams.get("scope")).toBe("api refresh_token");
    expect(url.searchParams.get("redirect_uri")).toBe(`${TEST_APP_URL}/api/integrations/salesforce/callback`);
    const path = `${callback.pathname}${callback.search}`;
    const refusedTo = (location: string | null) => new URL(location!, TEST_APP_URL).searchParams.get("salesforce_error");
    const stateRefused = "This Salesforce sign-in was not started here, or has expired; click Connect Salesforce again";

    // A forged state (its signature does not hold) is refused, even with this browser's nonce.
    const forged = new URL(callback);
    const [payload] = forged.searchParams.get("state")!.split(".");
    forged.searchParams.set("state", `${payload}.${"A".repeat(43)}`);
    const withForged = await api(`${forged.pathname}${forged.search}`, { cookie: `${crm.owner.cookie}; ${nonceCookie}` });
    expect(withForged.status).toBe(302);
    expect(refusedTo(withForged.headers.get("location"))).toBe(stateRefused);
    // The real state in a browser that did not start the sign-in (no nonce cookie: a login CSRF) is refused too.
    expect(refusedTo((await api(path)).headers.get("location"))).toBe(stateRefused);
    // Another signed-in user, even holding the nonce, is refused: the state names who started the sign-in.
    const other = await crm.ctx.signUp();
    expect(refusedTo((await api(path, { cookie: `${other.cookie}; ${nonceCookie}` })).headers.get("location"))).toBe(stateRefused);
    expect(await crm.ctx.db.select().from(crmConnections)).toEqual([]);
    expect(salesforce.tokenGrants).toEqual([]);

    const done = await api(path, { cookie: `${crm.owner.cookie}; ${nonceCookie}` });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/settings?section=integrations&salesforce=connected");
    expect(salesforce.tokenGrants).toEqual(["authorization_code"]);
    const [row] = await crm.ctx.db.select().from(crmConnections);
    expect(row).toMatchObject({ provider: "salesforce", accountLabel: "Salesforce org 00D000000000001AAA", instanceUrl: null });
    const credential = JSON.parse(runtime().cipher.decrypt(row.credentialCiphertext)) as { refreshToken: string; instanceUrl: string };
    expect(credential).toEqual({ refreshToken: expect.stringMatching(/^5Aep/), instanceUrl: salesforce.url });
    expect(row.credentialCiphertext).not.toContain(credential.refreshToken.slice(4, 20));
    // The code is used once: replaying the callback is refused (the nonce cookie went with the first answer).
    expect(refusedTo((await api(path, { cookie: crm.owner.cookie })).headers.get("location"))).toBe(stateRefused);
    expect((await api("/api/integrations")).body.connections).toEqual([{ provider: "salesforce", accountLabel: "Salesforce org 00D000000000001AAA", connectedAt: expect.any(String) }]);
  });

  it("imports a campaign's 200 members (Contacts and Leads) over paginated queries through the CSV mapping", async () => {
    const { campaign } = await seedCampaign(crm.ctx.db, crm.owner.id, { contacts: 0 });
    const memberIds: string[] = [];
    for (let i = 0; i < 120; i++) {
      const account = salesforce.addAccount({ Name: `Account ${i}`, Industry: "Technology", Website: `https://www.account${i}.example/` });
      memberIds.push(salesforce.addContact({ Email: `contact${i}@account${i}.example`, FirstName: `Con${i}`, LastName: `Tact${i}`, Title: "CFO", Description: `Met at the summit (${i})`, AccountId: account }));
    }
    for (let i = 0; i < 80; i++) {
      memberIds.push(salesforce.addLead({ Email: `lead${i}@prospect${i}.example`, FirstName: `Lead${i}`, LastName: `Person${i}`, Company: `Prospect ${i}`, Industry: "Banking", Website: `prospect${i}.example`, Title: "VP Sales", Description: `Downloaded the guide (${i})` }));
    }
    const noEmail = salesforce.addLead({ FirstName: "No", LastName: "Email", Company: "X", Industry: "Banking", Website: "x.example", Description: "m" });
    const sfCampaign = salesforce.addCampaign("Q3 Summit", [...memberIds, noEmail]);

    expect((await api("/api/integrations/salesforce/campaigns?q=summit")).body).toEqual([{ id: sfCampaign, name: "Q3 Summit", size: 201 }]);
    expect((await api("/api/integrations/salesforce/fields")).body).toEqual(expect.arrayContaining([{ name: "Description", label: "Description" }, { name: "Company", label: "Company" }]));
    const unknown = await api("/api/integrations/salesforce/import", { method: "POST", body: { campaign_id: campaign.id, source: { kind: "campaign", id: sfCampaign }, mapping: { ...MAPPING, columns: { ...MAPPING.columns, context: "Secret__c) FROM User --" } } } });
    expect(unknown).toMatchObject({ status: 400, body: { error: "Salesforce has no field Secret__c) FROM User -- on both Contact and Lead" } });
    const badSource = await api("/api/integrations/salesforce/import", { method: "POST", body: { campaign_id: campaign.id, source: { kind: "campaign", id: "x' OR Id != '" }, mapping: MAPPING } });
    expect(badSource.status).toBe(400);

    const before = salesforce.calls.length;
    const imported = await api("/api/integrations/salesforce/import", { method: "POST", body: { campaign_id: campaign.id, source: { kind: "campaign", id: sfCampaign }, mapping: MAPPING } });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ imported: 200, created: 200, linked: 200 });
    expect(imported.body.errors).toEqual([expect.stringMatching(new RegExp(`^Salesforce Lead ${noEmail}: `))]);
    // 201 members at 50 a page: the first query and four nextRecordsUrl pages.
    const queries = salesforce.calls.slice(before).filter((c) => c.path.includes("/query"));
    expect(queries.map((c) => c.path.replace(/\/query\/.*/, "/query/<locator>").replace(/^\/services\/data\/v[\d.]+/, ""))).toEqual(["/query", ...Array(4).fill("/query/<locator>")]);
    const stored = (await queryRows<{ email: string; company: string; context: string; domain: string; title: string }>(crm.ctx.db, sql`select email, company, context, domain, title from contacts where email in ('contact7@account7.example', 'lead7@prospect7.example') order by email`));
    expect(stored).toEqual([
      { email: "contact7@account7.example", company: "Account 7", context: "Met at the summit (7)", domain: "account7.example", title: "CFO" },
      { email: "lead7@prospect7.example", company: "Prospect 7", context: "Downloaded the guide (7)", domain: "prospect7.example", title: "VP Sales" },
    ]);
    const types = (await queryRows<{ remote_type: string; n: number }>(crm.ctx.db, sql`select remote_type, count(*)::int as n from crm_contact_links group by remote_type order by remote_type`));
    expect(types).toEqual([{ remote_type: "contact", n: 120 }, { remote_type: "lead", n: 80 }]);

    // A list view's records come in the same way (its results give the ids, a query reads the fields).
    const extra = Array.from({ length: 3 }, (_, i) => salesforce.addLead({ Email: `view${i}@listed.example`, FirstName: `View${i}`, LastName: "Listed", Company: "Listed Inc", Industry: "Retail", Website: "listed.example", Description: `From the view (${i})` }));
    const view = salesforce.addListView("My open leads", "Lead", extra);
    expect((await api("/api/integrations/salesforce/list-views")).body).toEqual([{ id: view, label: "My open leads", object: "Lead" }]);
    const fromView = await api("/api/integrations/salesforce/import", { method: "POST", body: { campaign_id: campaign.id, source: { kind: "list_view", object: "Lead", id: view }, mapping: MAPPING } });
    expect(fromView.body).toMatchObject({ imported: 3, created: 3, linked: 3, errors: [] });

    await crm.publishPages(campaign, (i) => `sf-page-${String(i).padStart(3, "0")}`);
  });

  it("first sync checks the custom fields, refreshes the session once, and writes 203 records in two composite calls", async () => {
    // The sign-in's access token was not kept: the first call answers 401 INVALID_SESSION_ID and jsforce refreshes.
    const before = salesforce.calls.length;
    const grants = salesforce.tokenGrants.length;
    const outcome = await syncConnection(runtime().syncDeps, await connectionId(), new Date());
    expect(outcome).toMatchObject({ written: 203, entries: 0, failed: 0, retryAfterSeconds: null });
    expect(salesforce.tokenGrants.slice(grants)).toEqual(["refresh_token"]);
    const calls = salesforce.calls.slice(before).map((c) => `${c.method} ${c.path.replace(/^\/services\/data\/v[\d.]+/, "")} ${c.status}`);
    expect(calls).toEqual([
      "GET /sobjects/Contact/describe 401",
      "POST /services/oauth2/token 200",
      "GET /sobjects/Contact/describe 200",
      "GET /sobjects/Lead/describe 200",
      "PATCH /composite/sobjects 200",
      "PATCH /composite/sobjects 200",
    ]);
    const lead = [...salesforce.tables.Lead.values()].find((r) => r.Email === "lead3@prospect3.example")!;
    expect(lead).toMatchObject({ Pitchsite_Views__c: 0, Pitchsite_Status__c: "Live", Pitchsite_Last_Viewed__c: null, Pitchsite_Page_URL__c: expect.stringMatching(/\/site\/sf-page-\d+$/) });
    const contact = [...salesforce.tables.Contact.values()].find((r) => r.Email === "contact3@account3.example")!;
    expect(contact).toMatchObject({ Pitchsite_Views__c: 0, Pitchsite_Status__c: "Live" });
    // Nothing changed: a second run makes no call at all.
    await crm.expectRunWithoutCalls(salesforce.calls, new Date());
  });

  it("views and clicks over 20 records: field updates and 40 Tasks, through REQUEST_LIMIT_EXCEEDED, an expired session, 503 and 500, nothing twice", async () => {
    const pages = await crm.viewAndClick(20);

    salesforce.inject({ status: 403, match: "PATCH /services/data/v62.0/composite/sobjects" });
    salesforce.inject({ status: 401, match: "POST /services/data/v62.0/sobjects/Task" });
    salesforce.inject({ status: 503, match: "POST /services/data/v62.0/sobjects/Task", afterEffect: true });
    salesforce.inject({ status: 500, match: "POST /services/data/v62.0/sobjects/Task" });
    const id = await connectionId();
    const t0 = new Date();
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    const before = salesforce.calls.length;

    expect(await syncConnection(runtime().syncDeps, id, t0)).toMatchObject({ retryAfterSeconds: 300, written: 0 });
    const limited = await crm.ctx.db.select().from(crmContactLinks).where(sql`${crmContactLinks.syncError} is not null`);
    expect(limited).toHaveLength(20);
    expect(limited[0].syncError).toBe("Salesforce answered REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.");
    await crm.expectRunWithoutCalls(salesforce.calls, at(100), { retryAfterSeconds: 200 });

    // After the pause: the values go out; the first Task meets an expired session (jsforce refreshes and retries),
    // then fails after Salesforce created it (503), and the next attempt's Task a 500: the job would retry.
    const grants = salesforce.tokenGrants.length;
    await expect(syncConnection(runtime().syncDeps, id, at(300))).rejects.toThrow(/Salesforce answered SERVER_UNAVAILABLE/);
    expect(salesforce.tokenGrants.slice(grants)).toEqual(["refresh_token"]);
    await expect(syncConnection(runtime().syncDeps, id, at(301))).rejects.toThrow(/Salesforce answered UNKNOWN_EXCEPTION/);
    const last = await syncConnection(runtime().syncDeps, id, at(302));
    expect(last.failed).toBe(0);

    const calls = salesforce.calls.slice(before);
    expect(calls.filter((c) => c.path.endsWith("/composite/sobjects")).map((c) => c.status)).toEqual([403, 200]);
    const tasks = [...salesforce.tables.Task.values()];
    expect(tasks).toHaveLength(40);
    expect(tasks.filter((t) => t.Subject === "Viewed Pitchsite page")).toHaveLength(20);
    expect(tasks.filter((t) => t.Subject === "Clicked the call to action on Pitchsite page")).toHaveLength(20);
    expect(new Set(tasks.map((t) => t.WhoId)).size).toBe(20);
    expect(tasks.every((t) => t.Status === "Completed" && /Ref pitchsite-[0-9a-f-]{36}$/.test(String(t.Description)))).toBe(true);
    // The Task whose attempt failed after creation was found by its marker, not made again.
    expect(calls.filter((c) => c.path.endsWith("/query") && c.status === 200)).toHaveLength(2);
    expect(await crm.ctx.db.select().from(crmSyncEvents).where(sql`${crmSyncEvents.remoteId} is null`)).toEqual([]);

    for (const page of pages) {
      const link = await crm.linkOf(page.contactId);
      const remote = salesforce.tables[link.remoteType === "lead" ? "Lead" : "Contact"].get(link.remoteId)!;
      expect(remote.Pitchsite_Views__c).toBe(5);
      expect(remote.Pitchsite_Last_Viewed__c).not.toBeNull();
      expect(remote.Pitchsite_Engagement_Score__c).toBe(80);
      expect(link.syncError).toBeNull();
      expect(link.syncedAt).toEqual(at(302));
    }
    await crm.expectRunWithoutCalls(salesforce.calls, at(303));
  });

  it("the sync job runs by itself after a view (pg-boss worker): latency measured", async () => {
    // The REQUEST_LIMIT_EXCEEDED pause above was set in the simulated clock of syncConnection's `now`; the worker runs on the real one.
    await crm.ctx.db.update(crmConnections).set({ pausedUntil: null });
    const updates = await crm.syncAfterView({
      name: "salesforce",
      updates: "composite update",
      updateCalls: () => countCalls(salesforce.calls, "PATCH", "/services/data/v62.0/composite/sobjects"),
      remoteViews: (link) => salesforce.tables[link.remoteType === "lead" ? "Lead" : "Contact"].get(link.remoteId)!.Pitchsite_Views__c,
      views: 6,
    });
    expect(updates).toBe(1);
  });

  it("no answer and no log line carries a token; disconnecting removes them", async () => {
    const gone = await api("/api/integrations/salesforce", { method: "DELETE" });
    expect(gone.status).toBe(204);
    expect(await crm.ctx.db.select().from(crmConnections)).toEqual([]);
    expect(await crm.ctx.db.select().from(crmContactLinks)).toEqual([]);
    expect((await api("/api/integrations/salesforce/campaigns")).body).toEqual({ error: "Connect Salesforce first" });
    const tokens = [CLIENT.clientSecret, ...salesforce.issuedTokens];
    expect(tokens.length).toBeGreaterThan(3);
    expect(crm.logLines.length + crm.answers.length).toBeGreaterThan(0);
    for (const line of [...crm.logLines, ...crm.answers]) for (const token of tokens) expect(line).not.toContain(token);
  });
});

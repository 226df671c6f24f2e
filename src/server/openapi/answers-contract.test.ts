import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRow } from "@/shared/test/contact-factory";
import { microsites } from "@/server/db/schema";
import { startHubspotTestServer, type HubspotTestServer } from "@/server/test/hubspot-test-server";
import { answerProblems, type OpenApiDocument } from "@/server/test/openapi/answer-check";
import { seedContractWorkspace, type Exercised } from "@/server/test/openapi/contract-seed";
import { startSalesforceTestServer, type SalesforceTestServer } from "@/server/test/salesforce-test-server";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";

const DAY_MS = 86_400_000;
const HUBSPOT_TOKEN = "pat-na1-contract-test-token";
const SALESFORCE_CLIENT = { clientId: "3MVG9pitchsite.contract.key", clientSecret: "C0FFEE0123456789" };

/** The seeded ids, and a contact imported from HubSpot (so it has a CRM sync state). */
type Ids = Awaited<ReturnType<typeof seedContractWorkspace>> & { crmContactId: string };

/**
 * Where each GET operation of the document is called, with the seeded workspace's ids. A GET route added to the app
 * without a line here fails the test: its answer must be checked too.
 */
const GET_PATHS: Record<string, (s: Ids) => string> = {
  "GET /api/auth/get-session": () => "/api/auth/get-session",
  "GET /api/invitations/{token}": (s) => `/api/invitations/${s.invitationToken}`,
  "GET /api/openapi.json": () => "/api/openapi.json",
  "GET /api/docs": () => "/api/docs",
  "GET /api/me": () => "/api/me",
  "GET /api/dashboard": () => "/api/dashboard",
  "GET /api/dashboard/activity": () => "/api/dashboard/activity",
  "GET /api/brand-profile": () => "/api/brand-profile",
  "GET /api/brand-profile/proof-points": () => "/api/brand-profile/proof-points",
  "GET /api/brand-profile/faqs": () => "/api/brand-profile/faqs",
  "GET /api/frameworks": () => "/api/frameworks",
  "GET /api/frameworks/{id}": (s) => `/api/frameworks/${s.frameworkId}`,
  "GET /api/offerings": () => "/api/offerings",
  "GET /api/campaigns": () => "/api/campaigns",
  "GET /api/campaigns/{id}": (s) => `/api/campaigns/${s.campaignId}`,
  "GET /api/campaigns/{id}/microsites": (s) => `/api/campaigns/${s.campaignId}/microsites`,
  "GET /api/campaigns/{id}/pages/{pageId}": (s) => `/api/campaigns/${s.campaignId}/pages/${s.micrositeId}`,
  "GET /api/campaigns/{id}/engagement": (s) => `/api/campaigns/${s.campaignId}/engagement`,
  "GET /api/campaigns/{id}/access": (s) => `/api/campaigns/${s.campaignId}/access`,
  "GET /api/contacts": () => "/api/contacts",
  "GET /api/contacts/{id}/timeline": (s) => `/api/contacts/${s.contactId}/timeline`,
  "GET /api/import-mapping": () => "/api/import-mapping",
  "GET /api/engagement-stamp": () => "/api/engagement-stamp",
  "GET /api/campaign-status": (s) => `/api/campaign-status?campaignId=${s.campaignId}`,
  "GET /api/microsites/{id}/quality": (s) => `/api/microsites/${s.micrositeId}/quality`,
  "GET /api/microsites/{id}/content": (s) => `/api/microsites/${s.micrositeId}/content`,
  "GET /api/microsites/{id}/preview-url": (s) => `/api/microsites/${s.micrositeId}/preview-url`,
  "GET /api/analytics": () => "/api/analytics",
  "GET /api/analytics/export": () => "/api/analytics/export",
  "GET /api/workspace": () => "/api/workspace",
  "GET /api/workspaces": () => "/api/workspaces",
  "GET /api/workspace/invitations": () => "/api/workspace/invitations",
  "GET /api/approvals": () => "/api/approvals",
  "GET /api/approvals/count": () => "/api/approvals/count",
  "GET /api/notification-settings": () => "/api/notification-settings",
  "GET /api/api-keys": () => "/api/api-keys",
  "GET /api/integrations": () => "/api/integrations",
  "GET /api/integrations/hubspot/lists": () => "/api/integrations/hubspot/lists",
  "GET /api/integrations/hubspot/properties": () => "/api/integrations/hubspot/properties",
  // Without a sign-in in progress: the redirect back to Settings with the reason.
  "GET /api/integrations/salesforce/callback": () => "/api/integrations/salesforce/callback",
  "GET /api/integrations/salesforce/campaigns": () => "/api/integrations/salesforce/campaigns",
  "GET /api/integrations/salesforce/list-views": () => "/api/integrations/salesforce/list-views",
  "GET /api/integrations/salesforce/fields": () => "/api/integrations/salesforce/fields",
  "GET /api/integrations/contacts/{id}/sync": (s) => `/api/integrations/contacts/${s.crmContactId}/sync`,
  "GET /api/accounts/{domain}/people": () => "/api/accounts/company4.com/people",
};

/**
 * Issue 26 item 2: the OpenAPI document's answers are the answers. One workspace with something in every list (and a
 * connected HubSpot and Salesforce); every GET of the document and the create calls are checked against the schema
 * the document declares for their status.
 */
describe("the OpenAPI document's answer schemas on a real workspace", () => {
  let hubspot: HubspotTestServer;
  let salesforce: SalesforceTestServer;
  let ctx: TestContext;
  let owner: TestUser;
  let seed: Ids;
  let document: OpenApiDocument;
  const exercised: Exercised[] = [];

  const send = (key: string, path: string, body?: unknown, cookie = owner.cookie) => ctx.request(path, { method: key.split(" ")[0], body, cookie });
  async function exercise(key: string, path: string, body?: unknown) {
    const res = await send(key, path, body);
    exercised.push({ key, res: res.clone() });
    return res;
  }

  /** The writes whose answers the check covers beyond the seed's creates (none deletes what the GETs read). */
  async function exerciseWrites() {
    const { campaignId, contactId, micrositeId } = seed;
    const mapping = { columns: { email: "email", first_name: "firstname", last_name: "lastname", company: "company", industry: "industry", context: "message", domain: "website", title: null }, domain_from_email: true };
    const [hubspotList] = (await (await send("GET /api/integrations/hubspot/lists", "/api/integrations/hubspot/lists")).json()) as Array<{ id: string }>;
    await exercise("POST /api/integrations/hubspot/import", "/api/integrations/hubspot/import", { campaign_id: campaignId, list_id: hubspotList.id, mapping });
    const [salesforceCampaign] = (await (await send("GET /api/integrations/salesforce/campaigns", "/api/integrations/salesforce/campaigns")).json()) as Array<{ id: string }>;
    await exercise("POST /api/integrations/salesforce/import", "/api/integrations/salesforce/import", {
      campaign_id: campaignId,
      source: { kind: "campaign", id: salesforceCampaign.id },
      mapping: { columns: { email: "Email", first_name: "FirstName", last_name: "LastName", company: "Company", industry: "Industry", context: "Description", domain: "Website", title: null }, domain_from_email: false },
    });
    const [imported] = (await (await send("GET /api/contacts", "/api/contacts?q=ana@hub.example")).json()) as Array<{ id: string }>;
    seed.crmContactId = imported.id;
    await exercise("POST /api/integrations/contacts/{id}/sync", `/api/integrations/contacts/${imported.id}/sync`);
    await exercise("PATCH /api/campaigns/{id}", `/api/campaigns/${campaignId}`, { description: "Contract check" });
    await exercise("PATCH /api/contacts/{id}", `/api/contacts/${contactId}`, { ...contactRow(4), title: "CFO" });
    await exercise("POST /api/contacts/bulk/summary", "/api/contacts/bulk/summary", { ids: [contactId] });
    await exercise("POST /api/campaigns/{id}/contacts/link", `/api/campaigns/${campaignId}/contacts/link`, { contact_ids: [contactId] });
    await exercise("POST /api/launch-campaign", "/api/launch-campaign", { campaignId, dry_run: true });
    await exercise("POST /api/campaigns/{id}/preview", `/api/campaigns/${campaignId}/preview`, {});
    const { content } = (await (await send("GET /api/microsites/{id}/content", `/api/microsites/${micrositeId}/content`)).json()) as { content: unknown };
    await exercise("POST /api/microsites/{id}/content/preview", `/api/microsites/${micrositeId}/content/preview`, { content });
    await exercise("PATCH /api/microsites/{id}/content", `/api/microsites/${micrositeId}/content`, { content });
    await exercise("POST /api/microsites/{id}/extend", `/api/microsites/${micrositeId}/extend`, {});
    await exercise("POST /api/campaigns/{id}/extend", `/api/campaigns/${campaignId}/extend`, {});
    await exercise("POST /api/campaigns/{id}/microsites/bulk/extend", `/api/campaigns/${campaignId}/microsites/bulk/extend`, { ids: [micrositeId] });
    await exercise("PUT /api/campaigns/{id}/access", `/api/campaigns/${campaignId}/access`, { mode: "domains", domains: ["company4.com"] });
    await exercise("PUT /api/microsites/{id}/access", `/api/microsites/${micrositeId}/access`, { mode: "passcode", passcode: "open sesame" });
    await exercise("POST /api/access-requests/{id}/admit", `/api/access-requests/${seed.accessRequestId}/admit`);
    await exercise("POST /api/notifications/claim", "/api/notifications/claim");
    await exercise("POST /api/notification-settings/rotate-secret", "/api/notification-settings/rotate-secret", { webhookUrl: "https://hooks.example.com/pitchsite" });
    await exercise("PATCH /api/workspace", "/api/workspace", { name: "Contract team" });
    await exercise("PATCH /api/account/profile", "/api/account/profile", { jobTitle: "Account executive", schedulingUrl: "https://cal.example.com/rep" });
    await exercise("POST /api/openai-check", "/api/openai-check");
    await exercise("POST /api/auth/sign-up/email", "/api/auth/sign-up/email", { name: "New Rep", firstName: "New", lastName: "Rep", email: "new-rep-contract@example.com", password: "correct-horse-battery" });
  }

  /** Connects Salesforce the way a browser does: authorize, "Allow" on Salesforce's page, back to the callback. */
  async function connectSalesforce() {
    const started = await exercise("POST /api/integrations/salesforce/authorize", "/api/integrations/salesforce/authorize");
    const nonce = started.headers.get("set-cookie")!.split(";")[0];
    const page = await fetch(((await started.json()) as { url: string }).url);
    const allow = new URL(/<a href="([^"]+)">Allow<\/a>/.exec(await page.text())![1].replace(/&amp;/g, "&"));
    const done = await ctx.request(`${allow.pathname}${allow.search}`, { cookie: `${owner.cookie}; ${nonce}` });
    expect(done.headers.get("location")).toContain("salesforce=connected");
  }

  beforeAll(async () => {
    hubspot = await startHubspotTestServer({ token: HUBSPOT_TOKEN });
    salesforce = await startSalesforceTestServer(SALESFORCE_CLIENT);
    ctx = await createTestContext({
      HUBSPOT_API_URL: hubspot.url,
      SALESFORCE_CLIENT_ID: SALESFORCE_CLIENT.clientId,
      SALESFORCE_CLIENT_SECRET: SALESFORCE_CLIENT.clientSecret,
      SALESFORCE_LOGIN_URL: salesforce.url,
    });
    owner = await ctx.signUp();
    seed = { ...(await seedContractWorkspace(ctx, owner)), crmContactId: "" };
    exercised.push(...seed.exercised);

    hubspot.addList("Q3 webinar", hubspot.addContacts([{ email: "ana@hub.example", firstname: "Ana", lastname: "Hub", company: "Hub Co", industry: "Software", message: "Asked for a demo" }]));
    expect((await exercise("PUT /api/integrations/hubspot", "/api/integrations/hubspot", { token: HUBSPOT_TOKEN })).status).toBe(200);
    const lead = salesforce.addLead({ Email: "lee@force.example", FirstName: "Lee", LastName: "Force", Company: "Force Inc", Industry: "Banking", Website: "force.example", Description: "Met at the summit" });
    salesforce.addCampaign("Q3 Summit", [lead]);
    salesforce.addListView("Hot leads", "Lead", [lead]);
    await connectSalesforce();

    await exerciseWrites();

    // After the extends above: one page expiring within 3 days, for the dashboard's warning.
    await ctx.db.update(microsites).set({ expiresAt: new Date(Date.now() + DAY_MS) }).where(eq(microsites.id, seed.micrositeId));
    document = (await (await ctx.request("/api/openapi.json")).json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await ctx?.close();
    await hubspot?.stop();
    await salesforce?.stop();
  });

  const getOperations = () => Object.entries(document.paths).flatMap(([path, item]) => (item.get ? [`GET ${path}`] : []));

  it("calls every GET operation of the document", () => {
    expect(getOperations().filter((key) => !GET_PATHS[key])).toEqual([]);
    expect(Object.keys(GET_PATHS).filter((key) => !getOperations().includes(key))).toEqual([]);
  });

  it("every GET answers with a status, media type, headers and body the document declares", async () => {
    const problems: string[] = [];
    for (const key of getOperations()) {
      const res = await send(key, GET_PATHS[key](seed));
      expect(res.status, `${key}: ${await res.clone().text()}`).toBeLessThan(400);
      problems.push(...(await answerProblems(document, key, res)));
    }
    expect(problems).toEqual([]);
    // The lists the check read were not empty: an empty array holds any item schema.
    const dashboard = (await (await send("GET /api/dashboard", "/api/dashboard")).json()) as Record<string, unknown[]>;
    expect([dashboard.recentActivity, dashboard.expiringSoon, dashboard.hotProspects].map((list) => list.length > 0)).toEqual([true, true, true]);
    const lengths = async (key: string, read: (body: never) => unknown[]) => read((await (await send(key, GET_PATHS[key](seed))).json()) as never).length;
    expect(await lengths("GET /api/approvals", (body: unknown[]) => body)).toBeGreaterThan(0);
    expect(await lengths("GET /api/accounts/{domain}/people", (body: { people: unknown[] }) => body.people)).toBeGreaterThan(0);
    expect(await lengths("GET /api/contacts/{id}/timeline", (body: { people: unknown[] }) => body.people)).toBeGreaterThan(0);
    expect(await lengths("GET /api/integrations/contacts/{id}/sync", (body: unknown[]) => body)).toBeGreaterThan(0);
    expect(await lengths("GET /api/notification-settings", (body: { recentDeliveries: unknown[] }) => body.recentDeliveries)).toBeGreaterThan(0);
  });

  it("the create, update and page calls answer what the document declares", async () => {
    const problems: string[] = [];
    for (const { key, res } of exercised) problems.push(...(await answerProblems(document, key, res)));
    expect(problems).toEqual([]);
    for (const { key, res } of exercised) expect(res.status, key).toBeLessThan(400);
    expect(exercised.map((e) => e.key)).toEqual(expect.arrayContaining(["POST /api/campaigns", "POST /api/campaigns/{id}/contacts", "POST /api/campaigns/{id}/pages"]));
  });

  it("fails an answer with a property the document does not declare, or without one it requires", async () => {
    const campaign = await send("GET /api/campaigns/{id}", `/api/campaigns/${seed.campaignId}`);
    const body = (await campaign.json()) as Record<string, unknown>;
    const answer = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { "content-type": "application/json" } });
    expect(await answerProblems(document, "GET /api/campaigns/{id}", answer(body))).toEqual([]);
    expect(await answerProblems(document, "GET /api/campaigns/{id}", answer({ ...body, surprise: 1 }))).not.toEqual([]);
    const withoutOwner = { ...body };
    delete withoutOwner.owner_name;
    expect(await answerProblems(document, "GET /api/campaigns/{id}", answer(withoutOwner))).not.toEqual([]);
    expect(await answerProblems(document, "GET /api/campaigns/{id}", answer({ ...body, status: "archived" }))).not.toEqual([]);
  });
});

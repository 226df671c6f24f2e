import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSalesforceTestServer, type SalesforceTestServer } from "@/server/test/salesforce-test-server";
import { CrmError } from "../crm-error";
import { createSalesforceApi } from "./salesforce-api";
import type { SalesforceCredential } from "./salesforce-oauth";
import { exchangeSalesforceCode, salesforceAuthorizeUrl, type SalesforceOAuthSettings } from "./salesforce-oauth";

const CLIENT = { clientId: "3MVG9unit.consumer.key", clientSecret: "unit-consumer-secret" };

describe("Salesforce API through jsforce: Salesforce's errors as CrmErrors", () => {
  let salesforce: SalesforceTestServer;
  let oauth: SalesforceOAuthSettings;
  let credential: SalesforceCredential;
  beforeAll(async () => {
    // An org where the admin created four of the five Pitchsite fields.
    salesforce = await startSalesforceTestServer({ ...CLIENT, queryPageSize: 10, pitchsiteFields: ["Pitchsite_Page_URL__c", "Pitchsite_Views__c", "Pitchsite_Last_Viewed__c", "Pitchsite_Engagement_Score__c"] });
    oauth = { ...CLIENT, loginUrl: salesforce.url, redirectUri: "http://localhost:3000/api/integrations/salesforce/callback" };
    const page = await (await fetch(salesforceAuthorizeUrl(oauth, "s"))).text();
    const code = new URL(/<a href="([^"]+)">Allow/.exec(page)![1].replace(/&amp;/g, "&")).searchParams.get("code")!;
    const exchanged = await exchangeSalesforceCode(oauth, code);
    if ("refused" in exchanged) throw new Error(exchanged.refused);
    credential = exchanged.credential;
  });
  afterAll(() => salesforce.stop());

  const failure = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => error as CrmError);

  it("a code is exchanged once; a wrong client secret is refused", async () => {
    expect(await exchangeSalesforceCode(oauth, "used-or-made-up")).toEqual({ refused: "Salesforce refused the sign-in: authentication failure" });
  });

  it("a missing custom field is a sync error naming it, at the check and at an update", async () => {
    const api = createSalesforceApi({ credential, oauth });
    const missing = await failure(api.checkPitchsiteFields());
    expect(missing).toBeInstanceOf(CrmError);
    expect(missing).toMatchObject({ kind: "rejected", message: "Salesforce Contact has no field Pitchsite_Status__c: create the Pitchsite custom fields on Contact and Lead (see the README)" });
    const id = salesforce.addContact({ Email: "a@b.example", LastName: "B" });
    const update = await failure(api.updateRecords("Contact", [{ id, fields: { Pitchsite_Page_URL__c: null, Pitchsite_Views__c: 1, Pitchsite_Last_Viewed__c: null, Pitchsite_Engagement_Score__c: null, Pitchsite_Status__c: "Live" } }]));
    expect(update).toMatchObject({ kind: "rejected", message: expect.stringContaining("has no field Pitchsite_Status__c") });
  });

  it("403 REQUEST_LIMIT_EXCEEDED pauses, 5xx is retryable, a revoked refresh token is auth; nothing says the token", async () => {
    const api = createSalesforceApi({ credential, oauth });
    salesforce.inject({ status: 403, match: "/services/data/" });
    expect(await failure(api.campaigns())).toMatchObject({ kind: "rate_limited", retryAfterSeconds: 300, retryable: true });
    salesforce.inject({ status: 503, match: "/services/data/" });
    expect(await failure(api.campaigns())).toMatchObject({ kind: "unavailable", retryable: true });
    salesforce.inject({ status: 500, match: "/services/data/" });
    expect(await failure(api.campaigns())).toMatchObject({ kind: "unavailable", retryable: true });
    expect(await api.campaigns()).toEqual([]);
    // The token endpoint down is an outage, retried; a revoked refresh token needs the rep.
    salesforce.expireAccessTokens();
    salesforce.inject({ status: 503, match: "/services/oauth2/token" });
    expect(await failure(createSalesforceApi({ credential, oauth }).campaigns())).toMatchObject({ kind: "unavailable", retryable: true });
    salesforce.revokeRefreshTokens();
    salesforce.expireAccessTokens();
    const revoked = await failure(createSalesforceApi({ credential, oauth }).campaigns());
    expect(revoked).toMatchObject({ kind: "auth", retryable: false });
    for (const token of salesforce.issuedTokens) expect(revoked!.message).not.toContain(token);
  });
});

describe("Salesforce API: reading records page by page", () => {
  it("reads a 25-member campaign across three query pages and a list view through its results", async () => {
    const salesforce = await startSalesforceTestServer({ ...CLIENT, queryPageSize: 10 });
    try {
      const oauth = { ...CLIENT, loginUrl: salesforce.url, redirectUri: "http://localhost:3000/cb" };
      const page = await (await fetch(salesforceAuthorizeUrl(oauth, "s"))).text();
      const code = new URL(/<a href="([^"]+)">Allow/.exec(page)![1].replace(/&amp;/g, "&")).searchParams.get("code")!;
      const exchanged = await exchangeSalesforceCode(oauth, code);
      if ("refused" in exchanged) throw new Error(exchanged.refused);
      const api = createSalesforceApi({ credential: exchanged.credential, oauth });
      const account = salesforce.addAccount({ Name: "Acme", Industry: "Retail" });
      const ids = Array.from({ length: 25 }, (_, i) => (i % 2 ? salesforce.addLead({ Email: `l${i}@x.example`, Company: `Lead Co ${i}` }) : salesforce.addContact({ Email: `c${i}@x.example`, AccountId: account })));
      const members = await api.campaignMembers(salesforce.addCampaign("Big", ids), ["Email", "Company"]);
      expect(members.map((m) => m.id)).toEqual(ids);
      expect(members[0]).toEqual({ id: ids[0], type: "contact", values: { Email: "c0@x.example", Company: "Acme" } });
      expect(members[1]).toEqual({ id: ids[1], type: "lead", values: { Email: "l1@x.example", Company: "Lead Co 1" } });
      expect(salesforce.calls.filter((c) => c.path.includes("/query/") && c.status === 200)).toHaveLength(2);
      const view = salesforce.addListView("All", "Lead", ids.filter((_, i) => i % 2));
      expect((await api.listViewRecords("Lead", view, ["Email"])).map((r) => r.values.Email)).toEqual(ids.flatMap((_, i) => (i % 2 ? [`l${i}@x.example`] : [])));
    } finally {
      await salesforce.stop();
    }
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/rows";
import { crmConnections, crmContactLinks, crmSyncEvents } from "@/server/db/schema";
import { seedCampaign } from "@/server/test/launch-fixtures";
import { startHubspotTestServer, type HubspotTestServer } from "@/server/test/hubspot-test-server";
import { countCalls, useCrmSyncContext } from "@/server/test/integrations/crm-sync-context";
import { syncConnection } from "./crm-sync";

const TOKEN = "pat-na1-0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0";
const MAPPING = {
  columns: { email: "email", first_name: "firstname", last_name: "lastname", company: "company", industry: "industry", context: "message", domain: "website", title: "jobtitle" },
  domain_from_email: false,
};

describe("HubSpot: connect, import a list, write engagement back", () => {
  let hubspot: HubspotTestServer;
  beforeAll(async () => {
    hubspot = await startHubspotTestServer({ token: TOKEN });
  });
  afterAll(async () => {
    await hubspot?.stop();
  });
  // No log line and no answer may carry the token.
  const crm = useCrmSyncContext(() => ({ HUBSPOT_API_URL: hubspot.url }));
  const { api, runtime, connectionId } = crm;

  it("refuses a wrong token and keeps nothing; a valid one is stored encrypted and never answered", async () => {
    const wrong = await api("/api/integrations/hubspot", { method: "PUT", body: { token: "pat-na1-wrong" } });
    expect(wrong).toEqual({ status: 400, body: { error: "HubSpot refused this token: check that it was copied whole and that the app is not deleted" }, headers: expect.any(Headers) });
    expect(await crm.ctx.db.select().from(crmConnections)).toEqual([]);
    const empty = await api("/api/integrations/hubspot", { method: "PUT", body: { token: "  " } });
    expect(empty.body.error).toBe("Enter the private app's access token");

    const saved = await api("/api/integrations/hubspot", { method: "PUT", body: { token: TOKEN } });
    expect(saved.status).toBe(200);
    expect(saved.body.connections).toEqual([{ provider: "hubspot", accountLabel: "HubSpot private app", connectedAt: expect.any(String) }]);
    const [row] = await crm.ctx.db.select().from(crmConnections);
    expect(row.credentialCiphertext).not.toContain(TOKEN.slice(8));
    expect(runtime().cipher.decrypt(row.credentialCiphertext)).toBe(TOKEN);
  });

  it("imports a 200-contact list through the CSV mapping (three pages of members), the note from the chosen property", async () => {
    const { campaign } = await seedCampaign(crm.ctx.db, crm.owner.id, { contacts: 0 });
    const people = Array.from({ length: 200 }, (_, i) => ({
      email: `lead${i}@prospect${i}.example`,
      firstname: `Lead${i}`,
      lastname: `Person${i}`,
      company: `Prospect ${i}`,
      industry: "Computer Software",
      website: `https://www.prospect${i}.example/about`,
      message: `Asked about pricing (${i})`,
      jobtitle: "VP Sales",
    }));
    const ids = hubspot.addContacts([...people, { email: "", firstname: "No", lastname: "Email", company: "X", industry: "Banking", website: "x.example", message: "m" }]);
    const listId = hubspot.addList("Q3 targets", ids);

    const lists = await api("/api/integrations/hubspot/lists?q=q3");
    expect(lists.body).toEqual([{ id: listId, name: "Q3 targets", size: 201 }]);
    const unmapped = await api("/api/integrations/hubspot/import", { method: "POST", body: { campaign_id: campaign.id, list_id: listId, mapping: { ...MAPPING, columns: { ...MAPPING.columns, company: null } } } });
    expect(unmapped).toEqual({ status: 400, body: { error: expect.stringContaining("Missing required columns") }, headers: expect.any(Headers) });

    const imported = await api("/api/integrations/hubspot/import", { method: "POST", body: { campaign_id: campaign.id, list_id: listId, mapping: MAPPING } });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ imported: 200, created: 200, linked: 200 });
    expect(imported.body.errors).toEqual([expect.stringMatching(new RegExp(`^HubSpot contact ${ids[200]}: `))]);
    expect(hubspot.calls.filter((c) => c.path.endsWith("/memberships") && c.status === 200)).toHaveLength(3);
    const [stored] = (await queryRows<{ context: string; domain: string; title: string }>(crm.ctx.db, sql`select context, domain, title from contacts where email = 'lead7@prospect7.example'`));
    expect(stored).toEqual({ context: "Asked about pricing (7)", domain: "prospect7.example", title: "VP Sales" });

    await crm.publishPages(campaign, (i) => `lead-page-${i}`);
  });

  it("first sync creates the Pitchsite group and properties and writes 200 contacts in two batch calls", async () => {
    const before = hubspot.calls.length;
    const outcome = await syncConnection(runtime().syncDeps, await connectionId(), new Date());
    expect(outcome).toMatchObject({ written: 200, entries: 0, failed: 0, retryAfterSeconds: null });
    expect(hubspot.groups.get("pitchsite")?.label).toBe("Pitchsite");
    expect(hubspot.properties.get("pitchsite_page_url")?.groupName).toBe("pitchsite");
    const calls = hubspot.calls.slice(before).map((c) => `${c.method} ${c.path}`);
    expect(calls.filter((c) => c === "POST /crm/v3/objects/contacts/batch/update")).toHaveLength(2);
    const lead = [...hubspot.contacts.values()].find((c) => c.properties.email === "lead3@prospect3.example")!;
    expect(lead.properties).toMatchObject({ pitchsite_views: "0", pitchsite_status: "Live", pitchsite_last_viewed: "", pitchsite_page_url: expect.stringMatching(/\/site\/lead-page-\d+$/) });
    // Nothing changed: a second run makes no call at all.
    await crm.expectRunWithoutCalls(hubspot.calls, new Date());
  });

  it("100 views and 20 clicks over 20 contacts: one batch update and 40 notes, through a 429 and two 5xx, nothing twice", async () => {
    const pages = await crm.viewAndClick(20);

    hubspot.inject({ status: 429, retryAfter: 7, match: "POST /crm/v3/objects/contacts/batch/update" });
    hubspot.inject({ status: 503, match: "POST /crm/v3/objects/notes", afterEffect: true });
    hubspot.inject({ status: 500, match: "POST /crm/v3/objects/notes" });
    const id = await connectionId();
    const t0 = new Date();
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    const before = hubspot.calls.length;

    expect(await syncConnection(runtime().syncDeps, id, t0)).toMatchObject({ retryAfterSeconds: 7, written: 0 });
    const rateLimited = await crm.ctx.db.select().from(crmContactLinks).where(sql`${crmContactLinks.syncError} is not null`);
    expect(rateLimited).toHaveLength(20);
    expect(rateLimited[0].syncError).toMatch(/^HubSpot answered 429/);
    // Before Retry-After has passed the connection makes no call.
    await crm.expectRunWithoutCalls(hubspot.calls, at(3), { retryAfterSeconds: 4 });

    // After it: the values go out, then the first note fails after HubSpot created it (503) and the job would retry.
    await expect(syncConnection(runtime().syncDeps, id, at(8))).rejects.toThrow(/HubSpot answered 503/);
    await expect(syncConnection(runtime().syncDeps, id, at(9))).rejects.toThrow(/HubSpot answered 500/);
    const last = await syncConnection(runtime().syncDeps, id, at(10));
    expect(last.failed).toBe(0);

    const calls = hubspot.calls.slice(before);
    const updates = calls.filter((c) => c.path === "/crm/v3/objects/contacts/batch/update");
    expect(updates.map((c) => c.status)).toEqual([429, 200]);
    expect(hubspot.notes.size).toBe(40);
    const kinds = [...hubspot.notes.values()].map((n) => n.properties.hs_note_body.split(":")[0]).sort();
    expect(kinds.filter((k) => k.startsWith("Opened"))).toHaveLength(20);
    expect(kinds.filter((k) => k.startsWith("Clicked"))).toHaveLength(20);
    expect(new Set([...hubspot.notes.values()].map((n) => n.contactIds[0])).size).toBe(20);
    // Each note whose attempt failed was looked up by its marker first: the one created before the 503 was found, not made again.
    expect(calls.filter((c) => c.path === "/crm/v3/objects/notes/search")).toHaveLength(2);
    expect(await crm.ctx.db.select().from(crmSyncEvents).where(sql`${crmSyncEvents.remoteId} is null`)).toEqual([]);

    for (const page of pages) {
      const link = await crm.linkOf(page.contactId);
      const remote = hubspot.contacts.get(link.remoteId)!.properties;
      expect(remote.pitchsite_views).toBe("5");
      expect(remote.pitchsite_last_viewed).not.toBe("");
      expect(Number(remote.pitchsite_engagement_score)).toBe(80);
      expect(link.syncError).toBeNull();
      expect(link.syncedAt).toEqual(at(10));
    }
    // Done: another run changes nothing and calls nothing.
    await crm.expectRunWithoutCalls(hubspot.calls, at(11));
  });

  it("the contact's row shows when it synced; Sync again writes it once more", async () => {
    const [link] = await crm.ctx.db.select().from(crmContactLinks).limit(1);
    const state = await api(`/api/integrations/contacts/${link.contactId}/sync`);
    expect(state.body).toEqual([{ provider: "hubspot", remoteId: link.remoteId, syncedAt: expect.any(String), error: null }]);
    const again = await api(`/api/integrations/contacts/${link.contactId}/sync`, { method: "POST" });
    expect(again.status).toBe(202);
    const before = hubspot.calls.length;
    expect(await syncConnection(runtime().syncDeps, link.connectionId, new Date(Date.now() + 60_000))).toMatchObject({ written: 1, entries: 0 });
    expect(hubspot.calls.slice(before).map((c) => c.path)).toEqual(["/crm/v3/objects/contacts/batch/update"]);
    expect((await api(`/api/integrations/contacts/00000000-0000-4000-8000-000000000000/sync`)).status).toBe(404);
  });

  it("the sync job runs by itself after a view (pg-boss worker): latency measured", async () => {
    const updates = await crm.syncAfterView({
      name: "crm",
      updates: "batch update",
      updateCalls: () => countCalls(hubspot.calls, "POST", "/crm/v3/objects/contacts/batch/update"),
      remoteViews: (link) => hubspot.contacts.get(link.remoteId)!.properties.pitchsite_views,
      views: "6",
    });
    expect(updates).toBe(1);
  });

  it("no answer and no log line carries the token; disconnecting removes it", async () => {
    const gone = await api("/api/integrations/hubspot", { method: "DELETE" });
    expect(gone.status).toBe(204);
    expect(await crm.ctx.db.select().from(crmConnections)).toEqual([]);
    expect(await crm.ctx.db.select().from(crmContactLinks)).toEqual([]);
    expect((await api("/api/integrations")).body).toEqual({ connections: [], salesforce: { configured: false } });
    // This server has no Salesforce connected app: its sign-in is not offered.
    expect(await api("/api/integrations/salesforce/authorize", { method: "POST" })).toEqual({
      status: 400,
      body: { error: "Salesforce is not set up on this server: set SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET (see the README)" },
      headers: expect.any(Headers),
    });
    expect(crm.logLines.length + crm.answers.length).toBeGreaterThan(0);
    for (const line of [...crm.logLines, ...crm.answers]) expect(line).not.toContain(TOKEN);
  });
});

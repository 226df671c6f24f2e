import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRows } from "@/shared/test/contact-factory";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { WORKSPACE_MESSAGES } from "@/shared/workspace";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { validBrandProfile, validFaq, validProofPoint } from "@/server/test/account/account-seed";
import { joinAs, json } from "@/server/test/workspace/workspace-kit";

type Call = { method?: string; path: string; body?: unknown };

/**
 * Role x resource x verb (issue 12): an admin and two members of one workspace, and an outsider with a workspace of
 * their own. Shared assets: everyone in the workspace reads, admins change, members get 403 with the message, the
 * outsider 404. Rep records: the rep and the admins reach them, another member and the outsider get 404.
 */
describe("workspace access: every role x resource x verb", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let rep: TestUser;
  let otherRep: TestUser;
  let outsider: TestUser;
  let frameworkId: string;
  let offeringId: string;
  let storyId: string;
  let faqId: string;
  let campaignId: string;
  let contactId: string;

  const call = (user: TestUser, c: Call) => ctx.request(c.path, { method: c.method ?? "GET", body: c.body, cookie: user.cookie });
  const statusOf = async (user: TestUser, c: Call) => (await call(user, c)).status;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signUp({ firstName: "Mia", lastName: "Marketing" });
    outsider = await ctx.signUp({ firstName: "Otto", lastName: "Outsider" });
    rep = await joinAs(ctx, admin, "member", "Rita");
    otherRep = await joinAs(ctx, admin, "member", "Ravi");
    expect((await call(admin, { method: "PUT", path: "/api/brand-profile", body: validBrandProfile() })).status).toBe(200);
    frameworkId = (await json<{ id: string }>(await call(admin, { method: "POST", path: "/api/frameworks", body: buildFrameworkInput() }))).id;
    offeringId = (await json<{ id: string }>(await call(admin, { method: "POST", path: "/api/offerings", body: { name: "Rocket", type: "Product", price: 10, currency: "USD", unit_type: "item" } }))).id;
    storyId = (await json<{ id: string }>(await call(admin, { method: "POST", path: "/api/brand-profile/proof-points", body: validProofPoint() }))).id;
    faqId = (await json<{ id: string }>(await call(admin, { method: "POST", path: "/api/brand-profile/faqs", body: validFaq() }))).id;
    const created = await json<{ id: string }>(
      await call(rep, { method: "POST", path: "/api/campaigns", body: { name: "Rita's outreach", framework_id: frameworkId, featured_offering_id: offeringId, contacts: contactRows(3) } }),
    );
    campaignId = created.id;
    const detail = await json<{ contacts: Array<{ id: string }> }>(await call(rep, { path: `/api/campaigns/${campaignId}` }));
    contactId = detail.contacts[0].id;
  });
  afterAll(() => ctx.close());

  it("shares frameworks, the brand profile and offerings: everyone in the workspace reads them, nobody else", async () => {
    const reads: Call[] = [
      { path: `/api/frameworks/${frameworkId}` },
      { path: "/api/brand-profile/proof-points" },
      { path: "/api/brand-profile/faqs" },
    ];
    for (const user of [admin, rep, otherRep]) {
      for (const c of reads) expect({ who: user.firstName, path: c.path, status: await statusOf(user, c) }).toEqual({ who: user.firstName, path: c.path, status: 200 });
      expect((await json<Array<{ id: string }>>(await call(user, { path: "/api/frameworks" }))).map((f) => f.id)).toEqual([frameworkId]);
      expect((await json<{ company_name: string }>(await call(user, { path: "/api/brand-profile" }))).company_name).toBe(validBrandProfile().company_name);
      expect((await json<Array<{ id: string }>>(await call(user, { path: "/api/offerings" }))).map((o) => o.id)).toEqual([offeringId]);
    }
    expect(await statusOf(outsider, { path: `/api/frameworks/${frameworkId}` })).toBe(404);
    expect(await json(await call(outsider, { path: "/api/frameworks" }))).toEqual([]);
    expect(await json(await call(outsider, { path: "/api/brand-profile" }))).toBeNull();
    expect(await json(await call(outsider, { path: "/api/offerings" }))).toEqual([]);
  });

  it("answers a member's change of a shared asset with 403 and the message, and changes nothing", async () => {
    const changes: Array<Call & { message: string }> = [
      { method: "POST", path: "/api/frameworks", body: buildFrameworkInput({ name: "Rogue" }), message: WORKSPACE_MESSAGES.adminOnlyFrameworks },
      { method: "PATCH", path: `/api/frameworks/${frameworkId}`, body: { name: "Renamed" }, message: WORKSPACE_MESSAGES.adminOnlyFrameworks },
      { method: "DELETE", path: `/api/frameworks/${frameworkId}`, message: WORKSPACE_MESSAGES.adminOnlyFrameworks },
      { method: "PUT", path: "/api/brand-profile", body: validBrandProfile({ company_name: "Rogue Inc" }), message: WORKSPACE_MESSAGES.adminOnlyBrand },
      { method: "POST", path: "/api/brand-profile/proof-points", body: validProofPoint(), message: WORKSPACE_MESSAGES.adminOnlyBrand },
      { method: "PUT", path: `/api/brand-profile/proof-points/${storyId}`, body: validProofPoint(), message: WORKSPACE_MESSAGES.adminOnlyBrand },
      { method: "DELETE", path: `/api/brand-profile/proof-points/${storyId}`, message: WORKSPACE_MESSAGES.adminOnlyBrand },
      { method: "POST", path: "/api/brand-profile/faqs", body: validFaq(), message: WORKSPACE_MESSAGES.adminOnlyBrand },
      { method: "PUT", path: `/api/brand-profile/faqs/${faqId}`, body: validFaq(), message: WORKSPACE_MESSAGES.adminOnlyBrand },
      { method: "DELETE", path: `/api/brand-profile/faqs/${faqId}`, message: WORKSPACE_MESSAGES.adminOnlyBrand },
      { method: "POST", path: "/api/offerings", body: { name: "Rogue", type: "Product", price: 1, currency: "USD", unit_type: "item" }, message: WORKSPACE_MESSAGES.adminOnlyOfferings },
      { method: "PATCH", path: `/api/offerings/${offeringId}`, body: { name: "Renamed" }, message: WORKSPACE_MESSAGES.adminOnlyOfferings },
      { method: "DELETE", path: `/api/offerings/${offeringId}`, message: WORKSPACE_MESSAGES.adminOnlyOfferings },
    ];
    for (const c of changes) {
      const res = await call(rep, c);
      expect({ call: `${c.method} ${c.path}`, status: res.status, body: await res.json() }).toEqual({ call: `${c.method} ${c.path}`, status: 403, body: { error: c.message } });
    }
    expect((await json<{ name: string }>(await call(admin, { path: `/api/frameworks/${frameworkId}` }))).name).toBe("Acme Brand");
    expect((await json<unknown[]>(await call(admin, { path: "/api/offerings" }))).length).toBe(1);
    expect((await json<unknown[]>(await call(admin, { path: "/api/brand-profile/proof-points" }))).length).toBe(1);
  });

  it("lets an admin change the shared assets, and an outsider's change of them is 404", async () => {
    expect(await statusOf(admin, { method: "PATCH", path: `/api/frameworks/${frameworkId}`, body: { description: "Updated by marketing" } })).toBe(200);
    expect(await statusOf(admin, { method: "PATCH", path: `/api/offerings/${offeringId}`, body: { description: "Now with support" } })).toBe(200);
    expect(await statusOf(outsider, { method: "PATCH", path: `/api/frameworks/${frameworkId}`, body: { description: "x" } })).toBe(404);
    expect(await statusOf(outsider, { method: "PATCH", path: `/api/offerings/${offeringId}`, body: { description: "x" } })).toBe(404);
    expect(await statusOf(outsider, { method: "DELETE", path: `/api/brand-profile/proof-points/${storyId}` })).toBe(404);
  });

  it("keeps a rep's campaign, contacts and pages to the rep and the admins: another member and an outsider get 404", async () => {
    const repOnly: Call[] = [
      { path: `/api/campaigns/${campaignId}` },
      { method: "PATCH", path: `/api/campaigns/${campaignId}`, body: { description: "Touched" } },
      { method: "POST", path: `/api/campaigns/${campaignId}/contacts`, body: { contacts: contactRows(1, 50) } },
      { path: `/api/campaigns/${campaignId}/engagement` },
      { path: `/api/campaign-status?campaignId=${campaignId}` },
      { path: `/api/analytics?campaignId=${campaignId}` },
      { path: `/api/contacts/${contactId}/timeline` },
      { method: "PATCH", path: `/api/contacts/${contactId}`, body: { email: "changed@prospect.example", first_name: "A", last_name: "B", company: "C", industry: "", context: "", domain: "", title: "" } },
      { method: "POST", path: `/api/campaigns/${campaignId}/extend`, body: { days: 7 } },
      { method: "DELETE", path: `/api/contacts/${contactId}` },
      { method: "DELETE", path: `/api/campaigns/${campaignId}` },
    ];
    for (const user of [otherRep, outsider]) {
      for (const c of repOnly) {
        expect({ who: user.firstName, call: `${c.method ?? "GET"} ${c.path}`, status: await statusOf(user, c) }).toEqual({
          who: user.firstName,
          call: `${c.method ?? "GET"} ${c.path}`,
          status: 404,
        });
      }
      expect((await json<Array<{ id: string }>>(await call(user, { path: "/api/campaigns" }))).map((c) => c.id)).not.toContain(campaignId);
      const contacts = await json<Array<{ id: string }>>(await call(user, { path: "/api/contacts" }));
      expect(contacts.map((c) => c.id)).not.toContain(contactId);
    }
    for (const user of [rep, admin]) {
      expect(await statusOf(user, { path: `/api/campaigns/${campaignId}` })).toBe(200);
      expect(await statusOf(user, { path: `/api/contacts/${contactId}/timeline` })).toBe(200);
      expect((await json<Array<{ id: string; owner_name: string }>>(await call(user, { path: "/api/campaigns" }))).find((c) => c.id === campaignId)?.owner_name).toBe("Rita Member");
    }
    expect(await statusOf(admin, { method: "PATCH", path: `/api/campaigns/${campaignId}`, body: { description: "Reviewed by marketing" } })).toBe(200);
  });

  it("gives an admin the team's analytics with a row per rep, and a member only their own", async () => {
    const ravi = await json<{ id: string }>(await call(otherRep, { method: "POST", path: "/api/campaigns", body: { name: "Ravi's", contacts: contactRows(2, 100) } }));
    const forAdmin = await json<{ campaignOptions: Array<{ id: string }>; reps: Array<{ name: string; campaigns: number }> }>(await call(admin, { path: "/api/analytics?period=30d" }));
    expect(forAdmin.campaignOptions.map((c) => c.id).sort()).toEqual([campaignId, ravi.id].sort());
    expect(forAdmin.reps.map((r) => [r.name, r.campaigns]).sort()).toEqual([["Ravi Member", 1], ["Rita Member", 1]]);
    const forRep = await json<{ campaignOptions: Array<{ id: string }>; reps: unknown }>(await call(rep, { path: "/api/analytics?period=30d" }));
    expect(forRep.campaignOptions.map((c) => c.id)).toEqual([campaignId]);
    expect(forRep.reps).toBeNull();
    const csv = await (await call(admin, { path: "/api/analytics/export?period=30d" })).text();
    expect(csv.split("\r\n")[0]).toContain("Campaign,Rep,Microsite URL");
    const repCsv = await (await call(otherRep, { path: "/api/analytics/export?period=30d" })).text();
    expect(repCsv).not.toContain("Rita Member");
  });

  it("keeps the team and the review queue to admins", async () => {
    for (const c of [
      { path: "/api/workspace/invitations" },
      { method: "POST", path: "/api/workspace/invitations", body: { email: "x@y.example", role: "member" } },
      { method: "PATCH", path: `/api/workspace/members/${otherRep.id}`, body: { role: "admin" } },
      { method: "DELETE", path: `/api/workspace/members/${otherRep.id}` },
      { method: "PATCH", path: "/api/workspace", body: { name: "Mine now" } },
    ]) {
      const res = await call(rep, c);
      expect({ call: c.path, status: res.status, body: await res.json() }).toEqual({ call: c.path, status: 403, body: { error: WORKSPACE_MESSAGES.adminOnlyTeam } });
    }
    const approvals = await call(rep, { path: "/api/approvals" });
    expect(approvals.status).toBe(403);
    expect(await approvals.json()).toEqual({ error: WORKSPACE_MESSAGES.adminOnlyApprovals });
    const workspace = await json<{ role: string; members: Array<{ email: string; role: string }> }>(await call(rep, { path: "/api/workspace" }));
    expect(workspace.role).toBe("member");
    expect(workspace.members.map((m) => m.role)).toEqual(["admin", "member", "member"]);
  });

  it("does not expose the organization plugin's own endpoints", async () => {
    for (const path of ["/api/auth/organization/update-member-role", "/api/auth/organization/remove-member", "/api/auth/organization/create"]) {
      expect(await statusOf(rep, { method: "POST", path, body: { memberId: "x", role: "admin" } })).toBe(404);
    }
  });
});

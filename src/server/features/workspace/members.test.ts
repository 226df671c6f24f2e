import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRow, contactRows } from "@/shared/test/contact-factory";
import { WORKSPACE_MESSAGES } from "@/shared/workspace";
import { queryRows } from "@/server/db/rows";
import { invitation } from "@/server/db/schema";
import { startSmtpTestServer } from "@/server/test/smtp-test-server";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { invite, joinAs, json, tokenOf } from "@/server/test/workspace/workspace-kit";

type Workspace = { id: string; name: string; role: string; members: Array<{ user_id: string; email: string; name: string; role: string }> };

describe("workspace members and invitations", () => {
  let ctx: TestContext;
  let admin: TestUser;
  const get = (user: TestUser, path: string) => ctx.request(path, { cookie: user.cookie });
  const send = (user: TestUser, method: string, path: string, body?: unknown) => ctx.request(path, { method, body, cookie: user.cookie });

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signUp({ firstName: "Mia", lastName: "Marketing" });
  });
  afterAll(() => ctx.close());

  it("creates a personal workspace at sign-up with its account as the only admin", async () => {
    const workspace = await json<Workspace>(await get(admin, "/api/workspace"));
    expect(workspace).toMatchObject({ name: "Mia Marketing's workspace", role: "admin", members: [{ user_id: admin.id, email: admin.email, name: "Mia Marketing", role: "admin" }] });
    expect(await json(await get(admin, "/api/workspaces"))).toEqual([{ id: workspace.id, name: workspace.name, role: "admin" }]);
  });

  it("invites by link: 201 with the link, listed while pending, joins once as the invited email, then the link is used", async () => {
    const email = "rita@team.example";
    const invited = await invite(ctx, admin, email);
    expect(invited).toMatchObject({ url: `${ctx.config.appUrl}/invite/${invited.id}`, emailed: false });
    expect((await json<Array<{ id: string; email: string; role: string }>>(await get(admin, "/api/workspace/invitations"))).map((i) => [i.email, i.role])).toEqual([[email, "member"]]);
    const preview = await ctx.request(`/api/invitations/${tokenOf(invited)}`);
    expect(await preview.json()).toEqual({ workspace_name: "Mia Marketing's workspace", inviter_name: "Mia Marketing", email, role: "member", state: "pending" });

    const stranger = await ctx.signUp();
    const wrong = await send(stranger, "POST", `/api/workspace/invitations/${tokenOf(invited)}/accept`);
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: WORKSPACE_MESSAGES.invitationWrongEmail });

    const rita = await ctx.signUp({ email: "RITA@team.example", firstName: "Rita" });
    expect((await send(rita, "POST", `/api/workspace/invitations/${tokenOf(invited)}/accept`)).status).toBe(200);
    const joined = await json<Workspace>(await get(rita, "/api/workspace"));
    expect(joined).toMatchObject({ name: "Mia Marketing's workspace", role: "member" });
    expect(joined.members.map((m) => m.role)).toEqual(["admin", "member"]);
    expect((await json<unknown[]>(await get(rita, "/api/workspaces"))).length).toBe(2);

    const again = await send(rita, "POST", `/api/workspace/invitations/${tokenOf(invited)}/accept`);
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ error: WORKSPACE_MESSAGES.invitationUsed });
    expect(await json(await get(admin, "/api/workspace/invitations"))).toEqual([]);
  });

  it("refuses an expired or revoked link, an existing member, a bad role or email, and an unknown token", async () => {
    const expired = await invite(ctx, admin, "late@team.example");
    await ctx.db.update(invitation).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitation.id, expired.id));
    const late = await ctx.signUp({ email: "late@team.example" });
    const lateAnswer = await send(late, "POST", `/api/workspace/invitations/${tokenOf(expired)}/accept`);
    expect(lateAnswer.status).toBe(410);
    expect(await lateAnswer.json()).toEqual({ error: WORKSPACE_MESSAGES.invitationExpired });

    const revoked = await invite(ctx, admin, "gone@team.example");
    expect((await send(admin, "DELETE", `/api/workspace/invitations/${revoked.id}`)).status).toBe(204);
    expect((await send(admin, "DELETE", `/api/workspace/invitations/${revoked.id}`)).status).toBe(404);
    const gone = await ctx.signUp({ email: "gone@team.example" });
    expect((await send(gone, "POST", `/api/workspace/invitations/${tokenOf(revoked)}/accept`)).status).toBe(410);

    const member = await send(admin, "POST", "/api/workspace/invitations", { email: admin.email, role: "member" });
    expect(member.status).toBe(409);
    expect(await member.json()).toEqual({ error: WORKSPACE_MESSAGES.alreadyMember });
    for (const body of [{ email: "x@team.example", role: "owner" }, { email: "not-an-email", role: "member" }, { role: "member" }]) {
      expect((await send(admin, "POST", "/api/workspace/invitations", body)).status).toBe(400);
    }
    expect((await ctx.request("/api/invitations/no-such-token")).status).toBe(404);
    expect((await send(gone, "POST", "/api/workspace/invitations/no-such-token/accept")).status).toBe(404);
    // Another workspace's admin cannot revoke this workspace's invitation.
    const pending = await invite(ctx, admin, "pending@team.example");
    const outsider = await ctx.signUp();
    expect((await send(outsider, "DELETE", `/api/workspace/invitations/${pending.id}`)).status).toBe(404);
  });

  it("switches the session's workspace; another's is 404", async () => {
    const rep = await joinAs(ctx, admin, "member", "Sam");
    const [own] = (await json<Array<{ id: string; role: string }>>(await get(rep, "/api/workspaces"))).filter((w) => w.role === "admin");
    const switched = await json<Workspace>(await send(rep, "POST", "/api/workspace/active", { workspaceId: own.id }));
    expect(switched).toMatchObject({ id: own.id, role: "admin" });
    expect((await json<Workspace>(await get(rep, "/api/workspace"))).id).toBe(own.id);
    const adminWorkspace = await json<Workspace>(await get(admin, "/api/workspace"));
    const back = await json<Workspace>(await send(rep, "POST", "/api/workspace/active", { workspaceId: adminWorkspace.id }));
    expect(back).toMatchObject({ id: adminWorkspace.id, role: "member" });
    const outsider = await ctx.signUp();
    expect((await send(outsider, "POST", "/api/workspace/active", { workspaceId: adminWorkspace.id })).status).toBe(404);
  });

  it("changes roles and keeps at least one admin: the last admin can neither be demoted nor leave", async () => {
    const lead = await ctx.signUp({ firstName: "Lea", lastName: "Lead" });
    const rep = await joinAs(ctx, lead, "member", "Max");
    const demote = await send(lead, "PATCH", `/api/workspace/members/${lead.id}`, { role: "member" });
    expect(demote.status).toBe(400);
    expect(await demote.json()).toEqual({ error: WORKSPACE_MESSAGES.lastAdmin });
    const leave = await send(lead, "DELETE", `/api/workspace/members/${lead.id}`);
    expect(leave.status).toBe(400);
    expect((await json<Workspace>(await send(lead, "PATCH", `/api/workspace/members/${rep.id}`, { role: "admin" }))).members.map((m) => m.role)).toEqual(["admin", "admin"]);
    expect((await send(lead, "PATCH", `/api/workspace/members/${lead.id}`, { role: "member" })).status).toBe(200);
    expect((await json<Workspace>(await get(lead, "/api/workspace"))).role).toBe("member");
    expect((await send(lead, "PATCH", `/api/workspace/members/no-such-user`, { role: "admin" })).status).toBe(403);
    expect((await send(rep, "PATCH", `/api/workspace/members/no-such-user`, { role: "admin" })).status).toBe(404);
  });

  it("hands a removed rep's campaigns, contacts and pages to the admin who removes them, merging a contact both had", async () => {
    const lead = await ctx.signUp({ firstName: "Hana", lastName: "Head" });
    const rep = await joinAs(ctx, lead, "member", "Ivo");
    await send(lead, "POST", "/api/campaigns", { name: "Lead's own", contacts: [contactRow(1, { email: "shared@prospect.example" })] });
    const repCampaign = await json<{ id: string }>(await send(rep, "POST", "/api/campaigns", { name: "Ivo's", contacts: [contactRow(2, { email: "shared@prospect.example" }), ...contactRows(2, 10)] }));
    expect((await send(lead, "DELETE", `/api/workspace/members/${rep.id}`)).status).toBe(204);

    const campaign = await json<{ user_id: string; contact_count: number; contacts: Array<{ email: string }> }>(await get(lead, `/api/campaigns/${repCampaign.id}`));
    expect(campaign.user_id).toBe(lead.id);
    expect(campaign.contact_count).toBe(3);
    const leadContacts = await json<Array<{ email: string }>>(await get(lead, "/api/contacts"));
    expect(leadContacts.filter((c) => c.email === "shared@prospect.example")).toHaveLength(1);
    expect(leadContacts).toHaveLength(3);
    const [{ n }] = await queryRows<{ n: string }>(ctx.db, sql`select count(*) as n from contacts where user_id = ${rep.id}`);
    expect(Number(n)).toBe(0);
    // Removed, the rep lands back in their own workspace and no longer reaches the team's records.
    expect((await json<Workspace>(await get(rep, "/api/workspace"))).role).toBe("admin");
    expect((await get(rep, `/api/campaigns/${repCampaign.id}`)).status).toBe(404);
  });

  it("lets a member leave: their records go to the earliest admin", async () => {
    const lead = await ctx.signUp({ firstName: "Ola", lastName: "Owner" });
    const rep = await joinAs(ctx, lead, "member", "Pia");
    const campaign = await json<{ id: string }>(await send(rep, "POST", "/api/campaigns", { name: "Pia's", contacts: contactRows(1, 30) }));
    expect((await send(rep, "DELETE", `/api/workspace/members/${rep.id}`)).status).toBe(204);
    expect((await json<{ user_id: string }>(await get(lead, `/api/campaigns/${campaign.id}`))).user_id).toBe(lead.id);
  });

  it("renames the workspace (admins), with the name rules", async () => {
    expect((await json<Workspace>(await send(admin, "PATCH", "/api/workspace", { name: "  Acme Marketing " }))).name).toBe("Acme Marketing");
    expect((await send(admin, "PATCH", "/api/workspace", { name: " " })).status).toBe(400);
  });
});

describe("invitation emails through SMTP", () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    ctx = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: "Pitchsite <team@pitchsite.example>" });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it("emails the link to the invitee when SMTP_URL is set", async () => {
    const admin = await ctx.signUp({ firstName: "Eve", lastName: "Email" });
    const invited = await invite(ctx, admin, "new.rep@team.example");
    expect(invited.emailed).toBe(true);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toBe("new.rep@team.example");
    expect(smtp.received[0].text).toContain("Subject: Join Eve Email's workspace on Pitchsite");
    expect(smtp.received[0].text.replace(/=\r\n/g, "")).toContain(invited.url);
  });
});

describe("closing an account that belongs to a team", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const closeAccount = (user: TestUser) => ctx.request("/api/account", { method: "DELETE", cookie: user.cookie, body: { confirm: user.email } });

  it("hands the rep's campaigns to the team's admin and keeps the team; the last admin of a team must hand over first", async () => {
    const lead = await ctx.signUp({ firstName: "Ada", lastName: "Admin" });
    const rep = await joinAs(ctx, lead, "member", "Una");
    const campaign = await json<{ id: string }>(await ctx.request("/api/campaigns", { method: "POST", cookie: rep.cookie, body: { name: "Una's", contacts: contactRows(2) } }));
    expect((await closeAccount(rep)).status).toBe(204);
    const kept = await json<{ user_id: string; contact_count: number }>(await ctx.request(`/api/campaigns/${campaign.id}`, { cookie: lead.cookie }));
    expect(kept).toMatchObject({ user_id: lead.id, contact_count: 2 });
    expect((await json<Workspace>(await ctx.request("/api/workspace", { cookie: lead.cookie }))).members).toHaveLength(1);

    const other = await joinAs(ctx, lead, "member", "Vic");
    const refused = await closeAccount(lead);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: WORKSPACE_MESSAGES.lastAdmin });
    expect((await ctx.request("/api/workspace", { cookie: other.cookie })).status).toBe(200);
  });
});

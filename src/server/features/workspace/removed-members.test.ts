import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRows } from "@/shared/test/contact-factory";
import { member } from "@/server/db/schema";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { personalWorkspaceId } from "@/server/db/membership";
import { joinAs, json } from "@/server/test/workspace/workspace-kit";

type Workspace = { id: string; role: string; members: Array<{ user_id: string }> };

/**
 * Issue 23 item 3: the workspace an account was created with has a fixed id, and a removed founder used to be made its
 * admin again on their next request. A removed or departed member stays out; with no workspace left they get a new one.
 */
describe("a removed member stays removed", () => {
  let ctx: TestContext;
  const get = (user: TestUser, path: string) => ctx.request(path, { cookie: user.cookie });
  const send = (user: TestUser, method: string, path: string, body?: unknown) => ctx.request(path, { method, body, cookie: user.cookie });

  async function signIn(user: TestUser): Promise<TestUser> {
    const res = await ctx.request("/api/auth/sign-in/email", { method: "POST", body: { email: user.email, password: "correct-horse-battery" } });
    expect(res.status).toBe(200);
    return { ...user, cookie: (res.headers.get("set-cookie") ?? "").split(";")[0] };
  }

  const membershipsIn = async (workspaceId: string, userId: string) =>
    (await ctx.db.select({ id: member.id }).from(member).where(and(eq(member.organizationId, workspaceId), eq(member.userId, userId)))).length;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** What the removed founder must no longer reach, asked as `founder` (a fresh or an older session). */
  async function expectLockedOut(founder: TestUser, admin: TestUser, team: { workspaceId: string; campaignId: string; email: string }) {
    expect((await get(founder, `/api/campaigns/${team.campaignId}`)).status).toBe(404);
    expect((await json<Array<{ id: string }>>(get(founder, "/api/campaigns"))).map((c) => c.id)).not.toContain(team.campaignId);
    const csv = await (await get(founder, "/api/analytics/export?period=30d")).text();
    expect(csv).not.toContain(team.email);
    expect((await send(founder, "DELETE", `/api/workspace/members/${admin.id}`)).status).toBe(404);
    const workspace = await json<Workspace>(get(founder, "/api/workspace"));
    expect(workspace.id).not.toBe(team.workspaceId);
    expect(workspace).toMatchObject({ role: "admin", members: [{ user_id: founder.id }] });
    expect((await json<Array<{ id: string }>>(get(founder, "/api/workspaces"))).map((w) => w.id)).toEqual([workspace.id]);
    expect(await membershipsIn(team.workspaceId, founder.id)).toBe(0);
    // The admin who removed them is still the team's admin.
    expect((await json<Workspace>(get(admin, "/api/workspace"))).members.map((m) => m.user_id)).toEqual([admin.id]);
  }

  it("a founder removed from the workspace they created cannot read its campaigns, export its CSV or remove its admin", async () => {
    const founder = await ctx.signUp({ firstName: "Fay", lastName: "Founder" });
    const workspaceId = personalWorkspaceId(founder.id);
    const admin = await joinAs(ctx, founder, "admin", "Ada");
    const campaign = await json<{ id: string }>(send(founder, "POST", "/api/campaigns", { name: "Team outreach", contacts: contactRows(3) }));
    const seeded = await seedMicrosite(ctx.db, founder.id, { contact: { email: "team-prospect@example.com" } });
    expect(await (await get(founder, "/api/analytics/export?period=30d")).text()).toContain("team-prospect@example.com");
    // The admin works in the team's workspace (joined last); they remove its founder.
    expect((await json<Workspace>(get(admin, "/api/workspace"))).id).toBe(workspaceId);
    expect((await send(admin, "DELETE", `/api/workspace/members/${founder.id}`)).status).toBe(204);

    const team = { workspaceId, campaignId: campaign.id, email: seeded.contact.email };
    await expectLockedOut(founder, admin, team);
    // Again on later requests of the same session, and after signing in again.
    await expectLockedOut(founder, admin, team);
    await expectLockedOut(await signIn(founder), admin, team);
    expect((await get(admin, `/api/campaigns/${campaign.id}`)).status).toBe(200);
  });

  it("a user who left their only workspace gets a fresh one of their own, and stays out of the one they left", async () => {
    const founder = await ctx.signUp({ firstName: "Lou", lastName: "Leaver" });
    const workspaceId = personalWorkspaceId(founder.id);
    const admin = await joinAs(ctx, founder, "admin", "Ben");
    const campaign = await json<{ id: string }>(send(founder, "POST", "/api/campaigns", { name: "Left behind", contacts: contactRows(2) }));
    expect((await send(founder, "DELETE", `/api/workspace/members/${founder.id}`)).status).toBe(204);

    const fresh = await json<Workspace>(get(founder, "/api/workspace"));
    expect(fresh.id).not.toBe(workspaceId);
    expect(fresh).toMatchObject({ role: "admin", members: [{ user_id: founder.id }] });
    expect((await get(founder, `/api/campaigns/${campaign.id}`)).status).toBe(404);
    expect(await membershipsIn(workspaceId, founder.id)).toBe(0);
    // Later requests and a new session land in that same new workspace: one is opened, not one per request.
    expect((await json<Workspace>(get(founder, "/api/workspace"))).id).toBe(fresh.id);
    expect((await json<Workspace>(get(await signIn(founder), "/api/workspace"))).id).toBe(fresh.id);
    expect((await json<Workspace>(get(admin, "/api/workspace"))).members.map((m) => m.user_id)).toEqual([admin.id]);
  });

  it("requests arriving at once for a user with no workspace open exactly one", async () => {
    const founder = await ctx.signUp({ firstName: "Cy", lastName: "Concurrent" });
    await joinAs(ctx, founder, "admin", "Dee");
    expect((await send(founder, "DELETE", `/api/workspace/members/${founder.id}`)).status).toBe(204);
    const answers = await Promise.all(Array.from({ length: 5 }, () => json<Workspace>(get(founder, "/api/workspace"))));
    expect(new Set(answers.map((w) => w.id)).size).toBe(1);
    expect(await ctx.db.select({ id: member.id }).from(member).where(eq(member.userId, founder.id))).toHaveLength(1);
  });

  it("a removed member who still has another workspace lands there", async () => {
    const lead = await ctx.signUp({ firstName: "Lee", lastName: "Lead" });
    const rep = await joinAs(ctx, lead, "member", "Rex");
    expect((await send(lead, "DELETE", `/api/workspace/members/${rep.id}`)).status).toBe(204);
    expect((await json<Workspace>(get(rep, "/api/workspace"))).id).toBe(personalWorkspaceId(rep.id));
  });
});

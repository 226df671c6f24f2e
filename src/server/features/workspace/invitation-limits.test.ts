import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_LIMITS, invitationLimitMessage } from "@/shared/workspace";
import { invitationSends } from "@/server/db/schema";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { invitationEmail, SUBJECT_NAME_MAX } from "./invitation-email";
import { joinAs } from "@/server/test/workspace/workspace-kit";

/** Issue 23 item 5: invitations (emails when SMTP is set) are limited per inviting account and per workspace. */
describe("invitation limits", () => {
  let ctx: TestContext;
  const inviteFrom = (user: TestUser, email: string) => ctx.request("/api/workspace/invitations", { method: "POST", cookie: user.cookie, body: { email, role: "member" } });
  const address = (tag: string, i: number) => `${tag}-${i}@invitees.example`;
  /** The account's sends move back an hour, out of the window: as if that hour had passed. */
  const anHourPasses = (userId: string) =>
    ctx.db.update(invitationSends).set({ createdAt: sql`${invitationSends.createdAt} - interval '61 minutes'` }).where(eq(invitationSends.userId, userId));

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it(`refuses an account's invitation past ${INVITATION_LIMITS.perAccount} within an hour with 429, a clear message and Retry-After`, async () => {
    const admin = await ctx.signUp({ firstName: "Ina", lastName: "Inviter" });
    for (let i = 0; i < INVITATION_LIMITS.perAccount; i++) expect((await inviteFrom(admin, address("a", i))).status).toBe(201);
    const refused = await inviteFrom(admin, address("a", 99));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(INVITATION_LIMITS.windowMinutes * 60 - 120);
    expect(retryAfter).toBeLessThanOrEqual(INVITATION_LIMITS.windowMinutes * 60);
    expect(await refused.json()).toEqual({ error: invitationLimitMessage("account", retryAfter) });
    expect(invitationLimitMessage("account", retryAfter)).toBe(
      `You have sent ${INVITATION_LIMITS.perAccount} invitations in the last hour, the most one account may send. Try again in 60 minutes.`,
    );
    // Nothing was created for the refused one.
    const pending = (await (await ctx.request("/api/workspace/invitations", { cookie: admin.cookie })).json()) as Array<{ email: string }>;
    expect(pending.map((p) => p.email)).not.toContain(address("a", 99));
    expect(pending).toHaveLength(INVITATION_LIMITS.perAccount);

    await anHourPasses(admin.id);
    expect((await inviteFrom(admin, address("a", 99))).status).toBe(201);
  });

  it(`refuses a workspace's invitation past ${INVITATION_LIMITS.perWorkspace} within an hour, whichever admin sends it`, async () => {
    const founder = await ctx.signUp({ firstName: "Wes", lastName: "Workspace" });
    const admins = [founder, await joinAs(ctx, founder, "admin", "Wan"), await joinAs(ctx, founder, "admin", "Wyn")];
    // The founder's two invitations that brought the other admins in count for the founder and the workspace.
    const usedBy = [2, 0, 0];
    let sent = 2;
    for (const [n, admin] of admins.entries()) {
      for (let i = usedBy[n]; i < INVITATION_LIMITS.perAccount && sent < INVITATION_LIMITS.perWorkspace; i++, sent++) {
        expect((await inviteFrom(admin, address(`w${n}`, i))).status).toBe(201);
      }
    }
    const last = admins[2];
    const refused = await inviteFrom(last, address("w", 99));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: invitationLimitMessage("workspace", retryAfter) });
    // The account limit is the account's: the same admin still invites into their own workspace.
    const own = await ctx.request("/api/workspace/active", { method: "POST", cookie: last.cookie, body: { workspaceId: `ws_${last.id}` } });
    expect(own.status).toBe(200);
    expect((await inviteFrom(last, address("w", 100))).status).toBe(201);
  });

  it("holds exactly under requests arriving at once (the budget is taken under a database lock)", async () => {
    const admin = await ctx.signUp({ firstName: "Cora", lastName: "Concurrent" });
    const answers = await Promise.all(Array.from({ length: INVITATION_LIMITS.perAccount + 10 }, (_, i) => inviteFrom(admin, address("c", i))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(INVITATION_LIMITS.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});

describe("the invitation email's subject", () => {
  const base = { to: "new@team.example", url: "http://localhost:3000/invite/abc", days: 7 };

  it("names the workspace only, on one line, capped; never the inviter's text", () => {
    const mail = invitationEmail({ ...base, inviterName: "URGENT: verify your bank account at evil.example", workspaceName: "Acme\r\nBcc: victim@example.com\u202e  Sales" });
    expect(mail.subject).toBe("Join Acme Bcc: victim@example.com Sales on Pitchsite");
    expect(mail.subject).not.toContain("URGENT");
    const long = invitationEmail({ ...base, inviterName: "Eve", workspaceName: "W".repeat(200) });
    expect(long.subject).toBe(`Join ${"W".repeat(SUBJECT_NAME_MAX - 1)}… on Pitchsite`);
    expect(long.subject).not.toMatch(/[\r\n]/);
    expect(invitationEmail({ ...base, inviterName: "Eve", workspaceName: " \n " }).subject).toBe("Join your team's workspace on Pitchsite");
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "../../db/schema";
import { createTestContext, type TestContext, type TestUser } from "../../test/test-app";
import { countSeededRows, existingFiles, seedEverythingOf } from "./account-test-seed";

const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0];

describe("account API", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  async function signInAgain(u: TestUser, password = "correct-horse-battery") {
    const res = await ctx.request("/api/auth/sign-in/email", { method: "POST", body: { email: u.email, password } });
    expect(res.status).toBe(200);
    return cookieOf(res);
  }

  describe("PATCH /api/account", () => {
    it("renames the user: /api/me, the session and better-auth's display name follow", async () => {
      const u = await ctx.signUp({ firstName: "Old", lastName: "Name" });
      const res = await ctx.request("/api/account", { method: "PATCH", cookie: u.cookie, body: { firstName: "  Ada ", lastName: "Lovelace" } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: u.id, email: u.email, firstName: "Ada", lastName: "Lovelace" });
      expect(await (await ctx.request("/api/me", { cookie: u.cookie })).json()).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
      const current = (await (await ctx.request("/api/auth/get-session", { cookie: u.cookie })).json()) as { user: { name: string; firstName: string } };
      expect(current.user).toMatchObject({ name: "Ada Lovelace", firstName: "Ada" });
    });

    it("refuses blank names with the sign-up messages and changes nothing", async () => {
      const u = await ctx.signUp({ firstName: "Keep", lastName: "Me" });
      const blankFirst = await ctx.request("/api/account", { method: "PATCH", cookie: u.cookie, body: { firstName: " ", lastName: "X" } });
      expect(blankFirst.status).toBe(400);
      expect((await blankFirst.json()).error).toBe("First name is required");
      const noLast = await ctx.request("/api/account", { method: "PATCH", cookie: u.cookie, body: { firstName: "X" } });
      expect((await noLast.json()).error).toBe("Last name is required");
      const [row] = await ctx.db.select().from(user).where(eq(user.id, u.id));
      expect(row).toMatchObject({ firstName: "Keep", lastName: "Me" });
    });

    it("needs a session", async () => {
      expect((await ctx.request("/api/account", { method: "PATCH", body: { firstName: "A", lastName: "B" } })).status).toBe(401);
    });
  });

  describe("password and sessions (better-auth endpoints)", () => {
    it("changes the password and, when asked, signs out every other session", async () => {
      const u = await ctx.signUp();
      const otherDevice = await signInAgain(u);
      const wrong = await ctx.request("/api/auth/change-password", {
        method: "POST",
        cookie: u.cookie,
        body: { currentPassword: "not-my-password", newPassword: "brand-new-password", revokeOtherSessions: true },
      });
      expect(wrong.status).toBe(400);
      const res = await ctx.request("/api/auth/change-password", {
        method: "POST",
        cookie: u.cookie,
        body: { currentPassword: "correct-horse-battery", newPassword: "brand-new-password", revokeOtherSessions: true },
      });
      expect(res.status).toBe(200);
      const renewed = cookieOf(res);
      expect(renewed).toMatch(/session_token=/);
      expect((await ctx.request("/api/me", { cookie: otherDevice })).status).toBe(401);
      expect((await ctx.request("/api/me", { cookie: renewed })).status).toBe(200);
      await signInAgain(u, "brand-new-password");
    });

    it("signs out of other sessions and keeps this one", async () => {
      const u = await ctx.signUp();
      const laptop = await signInAgain(u);
      const phone = await signInAgain(u);
      const res = await ctx.request("/api/auth/revoke-other-sessions", { method: "POST", cookie: u.cookie, body: {} });
      expect(res.status).toBe(200);
      expect((await ctx.request("/api/me", { cookie: laptop })).status).toBe(401);
      expect((await ctx.request("/api/me", { cookie: phone })).status).toBe(401);
      expect((await ctx.request("/api/me", { cookie: u.cookie })).status).toBe(200);
    });
  });

  describe("DELETE /api/account", () => {
    it("refuses a missing or wrong confirmation and deletes nothing", async () => {
      const u = await ctx.signUp();
      const seeded = await seedEverythingOf(ctx, u);
      const before = await countSeededRows(ctx, seeded);
      for (const body of [{}, { confirm: "" }, { confirm: "someone-else@example.com" }, { confirm: "DELETE" }]) {
        const res = await ctx.request("/api/account", { method: "DELETE", cookie: u.cookie, body });
        expect(res.status).toBe(400);
        expect((await res.json()).error).toBe("Type your email address exactly as shown to confirm");
      }
      expect(await countSeededRows(ctx, seeded)).toEqual(before);
      expect(await existingFiles(ctx, seeded)).toBe(seeded.files.length);
    });

    it("removes every row and file of the user, and nothing of another user", async () => {
      const doomed = await ctx.signUp();
      const bystander = await ctx.signUp();
      const doomedData = await seedEverythingOf(ctx, doomed);
      const bystanderData = await seedEverythingOf(ctx, bystander);
      const bystanderBefore = await countSeededRows(ctx, bystanderData);
      expect(Object.values(bystanderBefore).every((n) => n >= 1)).toBe(true);
      expect(await existingFiles(ctx, doomedData)).toBe(doomedData.files.length);

      const res = await ctx.request("/api/account", { method: "DELETE", cookie: doomed.cookie, body: { confirm: ` ${doomed.email.toUpperCase()} ` } });
      expect(res.status).toBe(204);

      const after = await countSeededRows(ctx, doomedData);
      expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
      expect(await existingFiles(ctx, doomedData)).toBe(0);
      expect(await ctx.db.select().from(session).where(eq(session.userId, doomed.id))).toEqual([]);
      expect((await ctx.request("/api/me", { cookie: doomed.cookie })).status).toBe(401);
      const signIn = await ctx.request("/api/auth/sign-in/email", { method: "POST", body: { email: doomed.email, password: "correct-horse-battery" } });
      expect(signIn.status).toBe(401);

      expect(await countSeededRows(ctx, bystanderData)).toEqual(bystanderBefore);
      expect(await existingFiles(ctx, bystanderData)).toBe(bystanderData.files.length);
      const stillThere = await ctx.request("/api/brand-profile", { cookie: bystander.cookie });
      expect(((await stillThere.json()) as { company_name: string }).company_name).toBe("Acme Corp");
    });

    it("is all or nothing: a failure inside the transaction leaves every row and file in place", async () => {
      const u = await ctx.signUp();
      const seeded = await seedEverythingOf(ctx, u);
      const before = await countSeededRows(ctx, seeded);
      // A real database failure at the last step (the user row), after every other table was already emptied.
      await ctx.db.execute(sql.raw(`CREATE FUNCTION refuse_user_delete() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END; $$ LANGUAGE plpgsql`));
      await ctx.db.execute(
        sql.raw(`CREATE TRIGGER refuse_user_delete BEFORE DELETE ON "user" FOR EACH ROW WHEN (OLD.id = '${u.id}') EXECUTE FUNCTION refuse_user_delete()`),
      );
      try {
        const res = await ctx.request("/api/account", { method: "DELETE", cookie: u.cookie, body: { confirm: u.email } });
        expect(res.status).toBe(500);
      } finally {
        await ctx.db.execute(sql.raw(`DROP TRIGGER refuse_user_delete ON "user"`));
        await ctx.db.execute(sql.raw(`DROP FUNCTION refuse_user_delete()`));
      }
      expect(await countSeededRows(ctx, seeded)).toEqual(before);
      expect(await existingFiles(ctx, seeded)).toBe(seeded.files.length);
      expect((await ctx.request("/api/me", { cookie: u.cookie })).status).toBe(200);
    });

    it("the same email can sign up again afresh after deletion", async () => {
      const u = await ctx.signUp({ email: "comeback@example.com" });
      await seedEverythingOf(ctx, u);
      expect((await ctx.request("/api/account", { method: "DELETE", cookie: u.cookie, body: { confirm: "comeback@example.com" } })).status).toBe(204);
      const again = await ctx.signUp({ email: "comeback@example.com" });
      expect(await (await ctx.request("/api/brand-profile", { cookie: again.cookie })).json()).toBeNull();
      expect(await (await ctx.request("/api/offerings", { cookie: again.cookie })).json()).toEqual([]);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/test-app";

describe("auth API", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("signs up, keeps first and last name, and answers /api/me", async () => {
    const user = await ctx.signUp({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });
    const res = await ctx.request("/api/me", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: user.id, email: "ada@example.com", firstName: "Ada", lastName: "Lovelace", jobTitle: "", photoUrl: null, schedulingUrl: null });
  });

  it("signs in with the right password and refuses a wrong one", async () => {
    await ctx.signUp({ email: "grace@example.com", password: "right-password-1" });
    const wrong = await ctx.request("/api/auth/sign-in/email", { method: "POST", body: { email: "grace@example.com", password: "nope-nope-nope" } });
    expect(wrong.status).toBe(401);
    const right = await ctx.request("/api/auth/sign-in/email", { method: "POST", body: { email: "grace@example.com", password: "right-password-1" } });
    expect(right.status).toBe(200);
    const cookie = (right.headers.get("set-cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/session_token=/);
    expect(right.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(right.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
    const session = await ctx.request("/api/auth/get-session", { cookie });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe("grace@example.com");
  });

  it("refuses a taken email and a short password", async () => {
    await ctx.signUp({ email: "taken@example.com" });
    const again = await ctx.request("/api/auth/sign-up/email", {
      method: "POST",
      body: { name: "X Y", email: "taken@example.com", password: "long-enough-1", firstName: "X", lastName: "Y" },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    const short = await ctx.request("/api/auth/sign-up/email", {
      method: "POST",
      body: { name: "X Y", email: "short@example.com", password: "abc", firstName: "X", lastName: "Y" },
    });
    expect(short.status).toBe(400);
  });

  it("answers 401 JSON without a session and 404 JSON for an unknown API route", async () => {
    const me = await ctx.request("/api/me");
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ error: "You must be signed in" });
    const user = await ctx.signUp();
    const unknown = await ctx.request("/api/no-such-route", { cookie: user.cookie });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Not found" });
  });

  it("signs out: the old cookie no longer opens a session", async () => {
    const user = await ctx.signUp();
    const out = await ctx.request("/api/auth/sign-out", { method: "POST", cookie: user.cookie, body: {} });
    expect(out.status).toBe(200);
    expect((await ctx.request("/api/me", { cookie: user.cookie })).status).toBe(401);
  });

  it("refuses a cross-site state-changing request and an oversized body", async () => {
    const user = await ctx.signUp();
    const crossSite = await ctx.request("/api/uploads/brand-logos", {
      method: "POST",
      cookie: user.cookie,
      headers: { origin: "https://evil.example" },
      body: {},
    });
    expect(crossSite.status).toBe(403);
    const huge = await ctx.request("/api/dashboard", {
      method: "POST",
      cookie: user.cookie,
      headers: { "content-length": String(11 * 1024 * 1024) },
      body: { blob: "x".repeat(11 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
  });
});

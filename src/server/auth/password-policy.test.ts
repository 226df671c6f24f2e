import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema";
import { createTestContext, type TestContext } from "../test/test-app";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./password-policy";

describe("the common-password list", () => {
  it("holds the 10,000 most common passwords, compared case-insensitively", () => {
    for (const password of ["123456", "password", "qwertyuiop", "password123", "iloveyou1", "PassWord123", "baseball"]) expect(isCommonPassword(password), password).toBe(true);
    for (const password of ["correct-horse-battery", "e2e-password-123", "a-good-password-1", "x7#Lq!92mZ"]) expect(isCommonPassword(password), password).toBe(false);
  });
});

describe("password policy on sign-up and password change", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const signUp = (email: string, password: string) =>
    ctx.request("/api/auth/sign-up/email", { method: "POST", body: { name: "Sam Lee", email, password, firstName: "Sam", lastName: "Lee" } });

  it.each(["password123", "Password123", "qwertyuiop", "iloveyou1"])("refuses the common password %s at sign-up, with a clear message, and creates nothing", async (password) => {
    const res = await signUp(`common-${password.toLowerCase()}@example.com`, password);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await ctx.db.select({ n: count() }).from(user).where(eq(user.email, `common-${password.toLowerCase()}@example.com`)))[0].n).toBe(0);
  });

  it("still refuses a short password with the length rule", async () => {
    const res = await signUp("short@example.com", "abc");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("Password must be at least 8 characters");
  });

  it("refuses a common new password on change, and the old one keeps working", async () => {
    const someone = await ctx.signUp({ email: "changer@example.com", password: "right-password-1" });
    const res = await ctx.request("/api/auth/change-password", {
      method: "POST",
      body: { currentPassword: "right-password-1", newPassword: "baseball", revokeOtherSessions: false },
      cookie: someone.cookie,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(COMMON_PASSWORD_MESSAGE);
    const signIn = await ctx.request("/api/auth/sign-in/email", { method: "POST", body: { email: "changer@example.com", password: "right-password-1" } });
    expect(signIn.status).toBe(200);
  });
});

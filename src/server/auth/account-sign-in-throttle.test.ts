import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/test-app";
import { accountLockedMessage, createAccountThrottle } from "./account-sign-in-throttle";

describe("createAccountThrottle", () => {
  it("locks an account after its failures within the window, until the window ends, and forgets on success", () => {
    let now = 0;
    const throttle = createAccountThrottle({ maxFailures: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterSeconds("a@example.com")).toBe(0);
      throttle.recordFailure("a@example.com");
    }
    expect(throttle.retryAfterSeconds("a@example.com")).toBe(60);
    expect(throttle.retryAfterSeconds("b@example.com")).toBe(0);
    now = 59_000;
    expect(throttle.retryAfterSeconds("a@example.com")).toBe(1);
    now = 60_000;
    expect(throttle.retryAfterSeconds("a@example.com")).toBe(0);
    throttle.recordFailure("a@example.com");
    throttle.recordFailure("a@example.com");
    throttle.recordSuccess("a@example.com");
    throttle.recordFailure("a@example.com");
    expect(throttle.retryAfterSeconds("a@example.com")).toBe(0);
  });

  it("says how long to wait in minutes", () => {
    expect(accountLockedMessage(900)).toBe("Too many failed sign-in attempts for this account. Try again in 15 minutes.");
    expect(accountLockedMessage(20)).toBe("Too many failed sign-in attempts for this account. Try again in 1 minute.");
  });
});

describe("per-account sign-in throttle (10 failures per 15 minutes), besides the per-address limit", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ AUTH_RATE_LIMIT: "true", TRUST_PROXY: "true" });
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string, address: string) =>
    ctx.request("/api/auth/sign-in/email", { method: "POST", body: { email, password }, headers: { "x-forwarded-for": address } });

  it("refuses an account guessed at from many addresses with 429 and a clear message, even with the right password", async () => {
    await ctx.signUp({ email: "target@example.com", password: "right-password-1" });
    await ctx.signUp({ email: "bystander@example.com", password: "right-password-1" });
    for (let i = 0; i < 10; i++) expect((await signIn("target@example.com", `guess-number-${i}`, `203.0.113.${i + 1}`)).status).toBe(401);

    const locked = await signIn("Target@Example.com", "right-password-1", "198.51.100.7");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await locked.json()) as { error: string }).error).toBe("Too many failed sign-in attempts for this account. Try again in 15 minutes.");
    expect((await signIn("bystander@example.com", "right-password-1", "198.51.100.7")).status).toBe(200);
  });
});

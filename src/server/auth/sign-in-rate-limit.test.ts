import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/test-app";

const signIn = (ctx: TestContext, email: string, headers: Record<string, string>) =>
  ctx.request("/api/auth/sign-in/email", { method: "POST", body: { email, password: "wrong-password-123" }, headers }).then((r) => r.status);

async function hammer(ctx: TestContext, email: string, headers: Record<string, string>, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push(await signIn(ctx, email, headers));
  return statuses;
}

describe("sign-in rate limit (10 per minute per client)", () => {
  describe("behind a trusted reverse proxy", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ AUTH_RATE_LIMIT: "true", TRUST_PROXY: "true" });
    });
    afterAll(() => ctx.close());

    it("limits each client address on its own: one client guessing passwords does not lock out the others", async () => {
      const attacker = await hammer(ctx, "victim@example.com", { "x-forwarded-for": "203.0.113.7" }, 12);
      expect(attacker.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(attacker.slice(10)).toEqual([429, 429]);
      expect(await signIn(ctx, "someone@example.com", { "x-forwarded-for": "198.51.100.20" })).toBe(401);
    });

    it("ignores a client-set address header: only the proxy's hop counts", async () => {
      const spoofed = await hammer(ctx, "victim@example.com", { "x-forwarded-for": "203.0.113.7", "x-pitchsite-client-ip": "192.0.2.99" }, 1);
      expect(spoofed).toEqual([429]);
    });
  });

  describe("without a trusted proxy", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ AUTH_RATE_LIMIT: "true" });
    });
    afterAll(() => ctx.close());

    it("does not let a client pick a fresh address per attempt with X-Forwarded-For", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push(await signIn(ctx, "victim@example.com", { "x-forwarded-for": `203.0.113.${i}` }));
      expect(statuses.slice(10)).toEqual([429, 429]);
    });
  });
});

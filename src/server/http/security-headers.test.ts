import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";
import { spaRoutes } from "./spa";

describe("security headers on API answers", () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  it.each([
    ["GET /api/me signed in", "/api/me", {}],
    ["GET /api/me signed out (401)", "/api/me", { cookie: "" }],
    ["an unknown API path (404)", "/api/no-such-thing", {}],
    ["a bad request (400)", "/api/campaigns", { method: "POST", body: {} }],
    ["the public beacon", "/api/log-metric", { method: "POST", body: {} }],
    ["the beacon's preflight", "/api/log-metric", { method: "OPTIONS" }],
    ["a better-auth route", "/api/auth/get-session", {}],
    ["the public provider check", "/api/openai-check", { method: "POST", body: {} }],
  ] as const)("%s: nosniff and no-store", async (_label, pathname, options) => {
    const res = await ctx.request(pathname, { cookie: user.cookie, ...options });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("security headers on the web app and its assets", () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), "pitchsite-spa-"));
  beforeAll(() => {
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>app</title>");
    writeFileSync(path.join(clientDir, "assets", "app-1234.js"), "console.log(1)");
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  // spaRoutes reads index.html when it is built, so it is created after the files exist.
  const app = () => spaRoutes(clientDir);

  it("app pages forbid framing through CSP frame-ancestors 'none', with no contradicting X-Frame-Options", async () => {
    for (const pathname of ["/", "/campaigns", "/sign-in"]) {
      const res = await app().request(pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options"), pathname).toBeNull();
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("assets are served with nosniff and cached for good", async () => {
    const res = await app().request("/assets/app-1234.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("a missing asset is a 404 that no cache keeps, never the app page cached for a year", async () => {
    for (const pathname of ["/assets/app-0000.js", "/assets/", "/assets/nested/chunk-9999.css"]) {
      const res = await app().request(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.headers.get("cache-control"), pathname).toBe("no-store");
      expect(await res.text(), pathname).not.toContain("<!doctype html>");
    }
  });
});

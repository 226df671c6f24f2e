import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "@/server/test/ai/fake-openai-server";
import { startTestHttpProxy, type TestHttpProxy } from "@/server/test/ai/test-http-proxy";
import { createTestContext, type TestContext } from "@/server/test/test-app";
import { ANONYMOUS_REACHABLE_MESSAGE, ANONYMOUS_UNREACHABLE_MESSAGE } from "./routes";

describe("POST /api/openai-check", () => {
  let fake: FakeOpenAiServer;
  let builtin: TestContext;
  let openai: TestContext;
  let proxy: TestHttpProxy;
  let proxied: TestContext;
  const signedIn = new Map<TestContext, string>();
  /** The check as a signed-in user of that app sees it (diagnostics included). */
  const check = async (ctx: TestContext) => {
    if (!signedIn.has(ctx)) signedIn.set(ctx, (await ctx.signUp()).cookie);
    return ctx.request("/api/openai-check", { method: "POST", body: {}, cookie: signedIn.get(ctx) });
  };
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    proxy = await startTestHttpProxy();
    builtin = await createTestContext();
    openai = await createTestContext({ OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.url, AI_MODEL: "fake-model" });
    proxied = await createTestContext({ OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.url, AI_MODEL: "fake-model", HTTP_PROXY: proxy.url, NO_PROXY: "localhost" });
  }, 180_000); // three apps on three databases: slow on a loaded machine
  afterAll(async () => {
    await builtin.close();
    await openai.close();
    await proxied.close();
    await proxy.close();
    await fake.close();
  });

  it("tells anyone only whether the provider is reachable, never its address, model, key or proxy", async () => {
    for (const ctx of [builtin, openai, proxied]) {
      const res = await ctx.request("/api/openai-check", { method: "POST", body: {} });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ ok: true, status: 200, message: ANONYMOUS_REACHABLE_MESSAGE, diagnostics: null });
      for (const secret of [fake.url, "127.0.0.1", "fake-model", "1234", "localhost", "proxy"]) expect(text).not.toContain(secret);
    }
  });

  it("says Not reachable to anyone with a generic message", async () => {
    const down = await createTestContext({ OPENAI_API_KEY: "sk-test-0000", OPENAI_BASE_URL: "http://127.0.0.1:9/v1", AI_MODEL: "secret-model" });
    const text = await (await down.request("/api/openai-check", { method: "POST", body: {} })).text();
    expect(JSON.parse(text)).toEqual({ ok: false, status: 503, message: ANONYMOUS_UNREACHABLE_MESSAGE, diagnostics: null });
    expect(text).not.toMatch(/127\.0\.0\.1|secret-model|0000/);
    await down.close();
  });

  it("says Reachable for the built-in writer, with the diagnostics, to a signed-in user", async () => {
    const res = await check(builtin);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: true, status: 200, diagnostics: { openaiKeyTail: null } });
    expect(body.message).toContain("built-in writer");
    expect(Object.keys(body.diagnostics as object).sort()).toEqual(["hasHttpProxy", "hasHttpsProxy", "noProxySample", "openaiKeyTail"]);
  });

  it("reaches the provider through HTTP_PROXY from the configuration and says so in the diagnostics", async () => {
    const body = (await (await check(proxied)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: true, status: 200, diagnostics: { hasHttpProxy: true, hasHttpsProxy: false, noProxySample: "localhost" } });
    expect(proxy.seen.length).toBeGreaterThan(0);
    expect(new Set(proxy.seen)).toEqual(new Set([`GET ${fake.url}/models`]));
  });

  it("checks the configured provider and shows only the key's last four characters", async () => {
    const res = await check(openai);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ ok: true, status: 200, diagnostics: { openaiKeyTail: "1234" } });
    expect(text).not.toContain(fake.apiKey);
    fake.configure({ apiKey: "sk-rotated-9999" });
    const denied = (await (await check(openai)).json()) as { ok: boolean; status: number };
    expect(denied).toMatchObject({ ok: false, status: 401 });
  });

  it("is rate limited per client", async () => {
    const behindProxy = await createTestContext({ TRUST_PROXY: "true" });
    const check = (ip: string) => behindProxy.request("/api/openai-check", { method: "POST", body: {}, headers: { "x-forwarded-for": ip } }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push(await check("203.0.113.9"));
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await check("198.51.100.4")).toBe(200);
    await behindProxy.close();
  });
});

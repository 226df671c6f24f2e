import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOpenAiProvider } from "./openai-provider";
import { readProxySettings, type ProxySettings } from "../config";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../test/ai/fake-openai-server";
import { startTestHttpProxy, type TestHttpProxy } from "../test/ai/test-http-proxy";
import { sampleGenerationInput } from "../test/ai/generation-input";

const input = sampleGenerationInput({ seed: "p1", contact: { firstName: "Noor", company: "Harbour Logistics", industry: "Logistics", context: "" } });

describe("OpenAI-compatible provider behind an outgoing HTTP proxy", () => {
  let fake: FakeOpenAiServer;
  let proxy: TestHttpProxy;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    proxy = await startTestHttpProxy();
  });
  afterAll(async () => {
    await fake.close();
    await proxy.close();
  });
  beforeEach(() => {
    proxy.seen.length = 0;
    fake.resetStats();
  });

  // The env is passed explicitly, as loadConfig does with process.env in production.
  const provider = (env: NodeJS.ProcessEnv, baseUrl = fake.url) =>
    createOpenAiProvider({ apiKey: fake.apiKey, baseUrl, model: "fake-model", concurrency: 2, proxy: readProxySettings(env), settings: { timeoutMs: 2000, maxRetries: 0 } });

  it("sends a generation through HTTP_PROXY and gets the content back", async () => {
    const content = await provider({ HTTP_PROXY: proxy.url }).generate(input);
    expect(content.headline).toContain("Noor");
    expect(proxy.seen).toEqual([`POST ${fake.url}/chat/completions`]);
    expect(fake.stats.chatRequests).toBe(1);
  });

  it("checks reachability through the proxy and reports the proxy it uses", async () => {
    const result = await provider({ http_proxy: proxy.url, NO_PROXY: "internal.example, .corp.example" }).check();
    expect(result).toMatchObject({ ok: true, status: 200, diagnostics: { hasHttpProxy: true, hasHttpsProxy: false, noProxySample: "internal.example,.corp.example" } });
    expect(proxy.seen).toEqual([`GET ${fake.url}/models`]);
  });

  it.each([
    ["the host", "127.0.0.1"],
    ["host:port", () => `localhost,${new URL(fake.url).host}`],
    ["*", "*"],
  ])("goes direct when NO_PROXY names %s", async (_, noProxy) => {
    const env = { HTTP_PROXY: proxy.url, NO_PROXY: typeof noProxy === "function" ? noProxy() : noProxy };
    await expect(provider(env).generate(input)).resolves.toBeTruthy();
    expect(proxy.seen).toEqual([]);
    expect(fake.stats.chatRequests).toBe(1);
  });

  it("still uses the proxy when NO_PROXY names another port of the host", async () => {
    await provider({ HTTP_PROXY: proxy.url, NO_PROXY: "127.0.0.1:1" }).generate(input);
    expect(proxy.seen).toHaveLength(1);
  });

  it("goes direct without proxy variables", async () => {
    const p = provider({});
    await expect(p.generate(input)).resolves.toBeTruthy();
    expect((await p.check()).diagnostics).toMatchObject({ hasHttpProxy: false, hasHttpsProxy: false, noProxySample: "" });
    expect(proxy.seen).toEqual([]);
  });

  it("sends https through HTTPS_PROXY as a CONNECT tunnel, never through HTTP_PROXY", async () => {
    // TLS to the plain-http fake fails after the tunnel opens; the proxy's log is what matters here.
    const httpsUrl = fake.url.replace("http://", "https://");
    const host = new URL(fake.url).host;
    expect((await provider({ HTTPS_PROXY: proxy.url }, httpsUrl).check()).ok).toBe(false);
    expect(proxy.seen).toEqual([`CONNECT ${host}`]);
    proxy.seen.length = 0;
    expect((await provider({ HTTP_PROXY: proxy.url }, httpsUrl).check()).ok).toBe(false);
    expect(proxy.seen).toEqual([]);
  });

  it("reads upper- and lower-case names, lower case first as in curl", () => {
    const settings: ProxySettings = readProxySettings({ HTTPS_PROXY: "http://upper:3128", https_proxy: "http://lower:3128", HTTP_PROXY: "http://only:8080", NO_PROXY: "localhost" });
    expect(settings).toEqual({ httpsProxy: "http://lower:3128", httpProxy: "http://only:8080", noProxy: "localhost" });
  });
});

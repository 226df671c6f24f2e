import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBeaconFastPath } from "./beacon-fast-path";
import { createTestContext, type TestContext } from "@/server/test/test-app";
import { BROWSER_UA, seedMicrosite } from "@/server/test/metrics/metrics-fixtures";

const COMPARED = ["content-type", "cache-control", "x-content-type-options", "retry-after", "access-control-allow-origin", "access-control-allow-methods", "access-control-allow-headers", "access-control-max-age"];

async function answerOf(res: Response) {
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: Object.fromEntries(COMPARED.map((name) => [name, res.headers.get(name)])) };
}

/** The fast path in front of the app, as node-server.ts puts it, counting what it leaves to the app. */
async function listen(ctx: TestContext): Promise<{ server: Server; url: string; leftToApp: () => number }> {
  const beacon = createBeaconFastPath(ctx.deps);
  const viaApp = getRequestListener(ctx.app.fetch);
  let leftToApp = 0;
  const server = createServer((req, res) => {
    if (beacon(req, res)) return;
    leftToApp += 1;
    void viaApp(req, res);
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/log-metric`, leftToApp: () => leftToApp };
}

describe("beacons answered by the Node server ahead of Hono", () => {
  let ctx: TestContext;
  let server: Server;
  let url: string;
  let leftToApp: () => number;
  beforeAll(async () => {
    ctx = await createTestContext({ METRIC_RATE_LIMIT_PER_IP: "100000", METRIC_RATE_LIMIT_PER_MICROSITE: "100000" }, { metrics: { flushIntervalMs: null } });
    ({ server, url, leftToApp } = await listen(ctx));
  });
  afterAll(async () => {
    server.close();
    await ctx.close();
  });

  it("answers every kind of beacon exactly as the route does: status, body and headers", async () => {
    const owner = await ctx.signUp();
    const site = await seedMicrosite(ctx.db, owner.id);
    const bodies = [
      JSON.stringify(site.event("view")),
      JSON.stringify(site.event("click")),
      JSON.stringify({ ...site.event("view"), slug: "no-such-page-1234" }),
      JSON.stringify({ ...site.event("view"), type: "purchase" }),
      JSON.stringify(site.event("session_duration")),
      "{not json",
      "",
    ];
    const buffered = ctx.deps.metrics.ingest.stats().buffered;
    for (const body of bodies) {
      const init = { method: "POST", body, headers: { "content-type": "text/plain", "user-agent": BROWSER_UA } };
      const viaRoute = await answerOf(await ctx.app.request("http://localhost:3000/api/log-metric", init));
      const viaNode = await answerOf(await fetch(url, init));
      expect(viaNode, body).toEqual(viaRoute);
    }
    expect(leftToApp()).toBe(0); // all answered ahead of the app
    // Both accepted beacons of each path were buffered.
    expect(ctx.deps.metrics.ingest.stats().buffered - buffered).toBe(4);
  });

  it("leaves oversized and chunked bodies to the route, which refuses them the same way", async () => {
    const big = await fetch(url, { method: "POST", body: "x".repeat(5000), headers: { "content-type": "text/plain" } });
    expect(await answerOf(big)).toMatchObject({ status: 413, body: { error: "Event is too large" } });
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("x".repeat(5000)));
        controller.close();
      },
    });
    const streamed = await fetch(url, { method: "POST", body: chunked, duplex: "half", headers: { "content-type": "text/plain" } } as RequestInit);
    expect(await answerOf(streamed)).toMatchObject({ status: 413, body: { error: "Event is too large" } });
    expect(leftToApp()).toBe(2);
  });
});

describe("beacon rate limit on the Node server's path", () => {
  let ctx: TestContext;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    ctx = await createTestContext({ METRIC_RATE_LIMIT_PER_IP: "2", METRIC_RATE_LIMIT_PER_MICROSITE: "100000" }, { metrics: { flushIntervalMs: null } });
    ({ server, url } = await listen(ctx));
  });
  afterAll(async () => {
    server.close();
    await ctx.close();
  });

  it("answers 429 with Retry-After past the per-address budget", async () => {
    const owner = await ctx.signUp();
    const site = await seedMicrosite(ctx.db, owner.id);
    const post = () => fetch(url, { method: "POST", body: JSON.stringify(site.event("view")), headers: { "content-type": "text/plain", "user-agent": BROWSER_UA } });
    expect((await post()).status).toBe(204);
    expect((await post()).status).toBe(204);
    const limited = await answerOf(await post());
    expect(limited).toMatchObject({ status: 429, body: { error: "Too many events from this address; slow down" }, headers: { "access-control-allow-origin": "*", "cache-control": "no-store" } });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

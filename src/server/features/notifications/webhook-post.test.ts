import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postWebhook } from "./webhook-post";

describe("postWebhook", () => {
  let server: Server;
  let base = "";
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      if (req.url === "/hang") return; // never answers
      if (req.url === "/moved") return void res.writeHead(302, { location: `${base}/followed` }).end();
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = (path: string, timeoutMs = 2000) =>
    postWebhook({ url: `${base}${path}`, headers: { "content-type": "application/json" }, body: "{}", timeoutMs, allowPrivateNetworks: true });

  it("answers the receiver's status", async () => {
    expect(await post("/ok")).toBe(204);
  });

  it("does not follow a redirect: the 3xx is the answer", async () => {
    expect(await post("/moved")).toBe(302);
    expect(seen).not.toContain("POST /followed");
    expect(seen).not.toContain("GET /followed");
  });

  it("gives up on a receiver that never answers", async () => {
    await expect(post("/hang", 300)).rejects.toThrow("No answer within 300 ms");
  });

  it("refuses a private address unless allowed, without connecting", async () => {
    const before = seen.length;
    await expect(postWebhook({ url: `${base}/ok`, headers: {}, body: "{}", timeoutMs: 1000, allowPrivateNetworks: false })).rejects.toThrow(
      "127.0.0.1 is not a public internet address",
    );
    expect(seen.length).toBe(before);
  });

  it("refuses an IPv6 form that carries a private IPv4 address (NAT64, 6to4, SIIT) at connect time", async () => {
    for (const host of ["[64:ff9b::7f00:1]", "[2002:7f00:1::1]", "[::ffff:0:7f00:1]", "[::7f00:1]"]) {
      const url = `http://${host}:8080/ok`;
      await expect(postWebhook({ url, headers: {}, body: "{}", timeoutMs: 1000, allowPrivateNetworks: false }), host).rejects.toThrow(`${host} is not a public internet address`);
    }
  });
});

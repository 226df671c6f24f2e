import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer } from "@/server/http/node-server";
import { seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { createFastPaths } from "@/server/app";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { ERROR_TEXT, ERROR_TITLE, EXPIRED_TEXT, EXPIRED_TITLE, NOT_PUBLISHED_TEXT, NOT_PUBLISHED_TITLE } from "@/shared/public-site";
import { renderStatusPage } from "@/server/render/status-page";
import { ROBOTS_TXT } from "./crawler-files";

type Answer = { status: number; headers: Record<string, string | undefined>; body: Buffer };
type Send = (path: string, headers?: Record<string, string>, method?: string) => Promise<Answer>;

const HOST = "pages.acme.test";
/** A page as the launch pipeline published it before compression existed: only its HTML, in the database row. */
const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><style>body{font-family:sans-serif}</style></head><body>${"<p>Hello Pat, here is how Acme closes its books faster.</p>".repeat(60)}<script>void 0</script></body></html>`;

const decode: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body) => body };

describe("published pages: content coding, revalidation, crawler files", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let server: Server;

  /** Through the Hono app (a cache miss, or a Request that never reaches the Node server). */
  const viaApp: Send = async (path, headers = {}, method = "GET") => {
    const res = await ctx.request(path, { method, headers });
    return { status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) };
  };
  /** Through the real Node server: a cached page is answered by the fast path, raw bytes as sent on the wire. */
  const viaNode: Send = (path, headers = {}, method = "GET") =>
    new Promise((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const req = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });

  beforeAll(async () => {
    ctx = await createTestContext({ MICROSITE_BASE_URL: `https://${HOST}` });
    owner = await ctx.signUp();
    server = createHttpServer(ctx.app, createFastPaths(ctx.deps)).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    server.close();
    await ctx.close();
  });

  describe.each([
    ["the app (cache miss)", () => viaApp, false],
    ["the fast path (cached)", () => viaNode, true],
  ])("answered by %s", (_label, sendOf, cached) => {
    let slug: string;
    let send: Send;
    beforeAll(async () => {
      ({ slug } = (await seedMicrosite(ctx.db, owner.id, { html: HTML })).microsite);
      send = sendOf();
    });
    const get = async (headers: Record<string, string> = {}, method = "GET") => {
      if (cached) {
        await viaNode(`/site/${slug}`); // fills the cache
        expect(ctx.deps.pageCache.get(slug)?.state).toBe("published");
      } else ctx.deps.pageCache.invalidate(slug);
      return send(`/site/${slug}`, headers, method);
    };

    it.each([
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["br;q=0, gzip;q=0", "identity"],
      ["identity", "identity"],
    ])("Accept-Encoding %j gets %s with Vary, its own ETag and the right length", async (acceptEncoding, coding) => {
      const res = await get({ "accept-encoding": acceptEncoding });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(coding === "identity" ? undefined : coding);
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers["content-type"]).toBe("text/html; charset=UTF-8");
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(decode[coding](res.body).toString("utf8")).toBe(HTML);
      if (coding !== "identity") expect(res.body.length).toBeLessThan(Buffer.byteLength(HTML) / 4);
      expect(res.headers.etag).toMatch(coding === "identity" ? /^"[\w-]+"$/ : new RegExp(`-${coding === "br" ? "br" : "gz"}"$`));
      expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(res.headers["content-security-policy"]).toContain("style-src 'sha256-");
    });

    it("answers identity when the header is missing", async () => {
      const res = await get();
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body.toString("utf8")).toBe(HTML);
      expect(res.headers.vary).toBe("Accept-Encoding");
    });

    it("answers HEAD with the headers and length of the GET, and no body", async () => {
      const head = await get({ "accept-encoding": "br" }, "HEAD");
      const full = await get({ "accept-encoding": "br" });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers["content-encoding"]).toBe("br");
      expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
      expect(head.headers.etag).toBe(full.headers.etag);
    });

    it("revalidates each coding against its own ETag", async () => {
      const br = await get({ "accept-encoding": "br" });
      const gzip = await get({ "accept-encoding": "gzip" });
      const identity = await get();
      expect(new Set([br.headers.etag, gzip.headers.etag, identity.headers.etag]).size).toBe(3);

      const notModified = await get({ "accept-encoding": "br", "if-none-match": br.headers.etag! });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(br.headers.etag);
      expect(notModified.headers.vary).toBe("Accept-Encoding");
      expect((await get({ "accept-encoding": "gzip", "if-none-match": gzip.headers.etag! })).status).toBe(304);
      expect((await get({ "if-none-match": identity.headers.etag! })).status).toBe(304);
      // A weakened tag (a proxy that recompressed) still matches; another coding's tag does not.
      expect((await get({ "accept-encoding": "br", "if-none-match": `W/${br.headers.etag}` })).status).toBe(304);
      const otherCoding = await get({ "accept-encoding": "br", "if-none-match": gzip.headers.etag! });
      expect(otherCoding.status).toBe(200);
      expect(otherCoding.headers["content-encoding"]).toBe("br");
    });

    it("serves the page at /{slug} on the microsite host, compressed", async () => {
      if (cached) await viaNode(`/site/${slug}`);
      const res = await send(`/${slug}`, { host: HOST, "accept-encoding": "gzip" });
      expect(res.status).toBe(200);
      expect(gunzipSync(res.body).toString("utf8")).toBe(HTML);
    });
  });

  it("keeps the viewer states' spec pages, uncompressed, for expired, error and unknown pages", async () => {
    const expired = await seedMicrosite(ctx.db, owner.id, { html: HTML, expiresAt: new Date(Date.now() - 1000) });
    const failed = await seedMicrosite(ctx.db, owner.id, { html: null, status: "error" });
    for (const send of [viaApp, viaNode]) {
      const gone = await send(`/site/${expired.microsite.slug}`, { "accept-encoding": "br" });
      expect(gone.status).toBe(410);
      expect(gone.headers["content-encoding"]).toBeUndefined();
      // The spec's texts on the branded expired page (issue 16 item 5; its own tests: features/expiry).
      expect(gone.body.toString()).toContain(`<h1>${EXPIRED_TITLE}</h1><p>${EXPIRED_TEXT}</p>`);
      const error = await send(`/site/${failed.microsite.slug}`, { "accept-encoding": "br" });
      expect(error.status).toBe(500);
      expect(error.body.toString()).toBe(renderStatusPage(ERROR_TITLE, ERROR_TEXT));
      const unknown = await send("/site/nobody-here-x1", { "accept-encoding": "br" });
      expect(unknown.status).toBe(404);
      expect(unknown.body.toString()).toBe(renderStatusPage(NOT_PUBLISHED_TITLE, NOT_PUBLISHED_TEXT));
    }
  });

  it.each([
    ["the app host", "localhost:3000"],
    ["the microsite host", HOST],
  ])("answers /robots.txt as text/plain on %s, and /favicon.ico with no content", async (_label, host) => {
    for (const send of [viaApp, viaNode]) {
      const robots = await send("/robots.txt", { host });
      expect(robots.status).toBe(200);
      expect(robots.headers["content-type"]).toBe("text/plain; charset=UTF-8");
      expect(robots.body.toString()).toBe(ROBOTS_TXT);
      expect(robots.body.toString()).not.toMatch(/Disallow: \/\s*$/m);
      const favicon = await send("/favicon.ico", { host });
      expect(favicon.status).toBe(204);
      expect(favicon.body.length).toBe(0);
    }
  });
});

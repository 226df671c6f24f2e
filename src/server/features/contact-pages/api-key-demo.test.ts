import { execFile } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "@/server/test/test-app";
import { micrositesOf } from "@/server/test/launch-fixtures";

const SCRIPT = fileURLToPath(new URL("../../../../scripts/api-key-demo.mjs", import.meta.url));

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Issue 26's judged journey: scripts/api-key-demo.mjs, against a running server, with nothing but an API key. */
describe("scripts/api-key-demo.mjs", () => {
  let ctx: TestContext;
  let server: ServerType;
  let appUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    ctx = await createTestContext({ APP_URL: appUrl });
    await ctx.startWorker();
    server = serve({ fetch: ctx.app.fetch, port, hostname: "127.0.0.1" });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  it("reads the OpenAPI document, creates a campaign and gets one published page for a new contact, twice", async () => {
    const user = await ctx.signUp();
    const created = await ctx.request("/api/api-keys", { method: "POST", body: { name: "Demo", scopes: ["read", "write", "launch"] }, cookie: user.cookie });
    const { key } = (await created.json()) as { key: string };
    const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT], { env: { ...process.env, PITCHSITE_URL: appUrl, PITCHSITE_API_KEY: key } });
    console.log(stdout);
    expect(stdout).toContain("ok: both calls name the same page");
    const { campaignId, url } = JSON.parse(stdout.trim().split("\n").at(-1)!) as { campaignId: string; url: string };
    const pages = await micrositesOf(ctx.db, campaignId);
    expect(pages).toHaveLength(1);
    expect(url).toBe(`${appUrl}/site/${pages[0].slug}`);
    expect(stdout).not.toContain(key);
  });
});

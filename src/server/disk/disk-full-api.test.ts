import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { contacts } from "../db/schema";
import { createLogger } from "../logger";
import { startServices } from "../services";
import { seedCampaign } from "../test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";
import { eq } from "drizzle-orm";
import { MB } from "./disk-space";
import { DiskFullError } from "./disk-guard";

const GB = 1024 * MB;
const FULL = "The data disk is almost full: 180 MB free";

describe("a nearly full data disk", () => {
  const space = { freeBytes: 10 * GB, totalBytes: 20 * GB };
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({}, { diskProbe: async () => space });
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  it("refuses import, launch and upload with 507 and the free space, changes nothing, and accepts them once there is room", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 2 });
    space.freeBytes = 180 * MB;
    const rows = { contacts: [{ email: "late@example.com", first_name: "Late", last_name: "Comer", company: "Acme" }] };
    const imported = await ctx.request(`/api/campaigns/${campaign.id}/contacts`, { method: "POST", body: rows, cookie: owner.cookie });
    expect(imported.status).toBe(507);
    expect(await imported.json()).toEqual({ error: FULL });
    expect(await ctx.db.select().from(contacts).where(eq(contacts.email, "late@example.com"))).toHaveLength(0);
    const created = await ctx.request("/api/campaigns", { method: "POST", body: { name: "Full disk", contacts: rows.contacts }, cookie: owner.cookie });
    expect(created.status).toBe(507);
    expect(await created.json()).toEqual({ error: FULL });

    const launched = await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId: campaign.id }, cookie: owner.cookie });
    expect(launched.status).toBe(507);
    expect(await launched.json()).toEqual({ error: FULL });
    const status = await (await ctx.request(`/api/campaign-status?campaignId=${campaign.id}`, { cookie: owner.cookie })).json();
    expect(status).toMatchObject({ status: "idle" });

    const form = new FormData();
    form.append("file", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" }));
    const uploaded = await ctx.request("/api/uploads/brand-logos", { method: "POST", body: form, cookie: owner.cookie });
    expect(uploaded.status).toBe(507);
    expect(await uploaded.json()).toEqual({ error: FULL });

    space.freeBytes = 10 * GB;
    expect((await ctx.request(`/api/campaigns/${campaign.id}/contacts`, { method: "POST", body: rows, cookie: owner.cookie })).status).toBe(200);
    expect((await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId: campaign.id }, cookie: owner.cookie })).status).toBe(202);
  });

  it("the server does not start, and says why, when the disk is nearly full", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-disk-"));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: "disk-test-secret-disk-test-secret-123", LOG_LEVEL: "silent" });
      const start = startServices(config, createLogger("silent"), { diskProbe: async () => ({ freeBytes: 40 * MB, totalBytes: 60 * MB }) });
      await expect(start).rejects.toBeInstanceOf(DiskFullError);
      await expect(start).rejects.toThrow(`40 MB free on the disk of DATA_DIR (${dataDir})`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

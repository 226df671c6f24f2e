import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { uploadLogo, validBrandProfile } from "@/server/test/account/account-seed";
import { ABANDONED_UPLOAD_GRACE_MS, removeAbandonedUploads } from "./abandoned-uploads";

describe("abandoned logo uploads", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  async function frameworkWithLogo(owner: TestUser) {
    const logo = await uploadLogo(ctx, owner, "framework-logos");
    const res = await ctx.request("/api/frameworks", { method: "POST", body: buildFrameworkInput({ brand_logo: logo.path }), cookie: owner.cookie });
    expect(res.status).toBe(201);
    return logo;
  }

  async function brandWithLogo(owner: TestUser) {
    const logo = await uploadLogo(ctx, owner, "brand-logos");
    const res = await ctx.request("/api/brand-profile", { method: "PUT", cookie: owner.cookie, body: validBrandProfile({ logo_url: logo.url }) });
    expect(res.status).toBe(200);
    return logo;
  }

  it("removes logos no framework or brand profile uses once the grace period is over, and nothing else", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const usedFrameworkLogo = await frameworkWithLogo(owner);
    const usedBrandLogo = await brandWithLogo(owner);
    const othersBrandLogo = await brandWithLogo(other);
    const abandonedFrameworkLogo = await uploadLogo(ctx, owner, "framework-logos");
    const abandonedBrandLogo = await uploadLogo(ctx, other, "brand-logos");

    // Within the grace period a form may still be open: nothing goes.
    expect(await removeAbandonedUploads(ctx.deps)).toEqual([]);

    const later = Date.now() + ABANDONED_UPLOAD_GRACE_MS + 60_000;
    const removed = await removeAbandonedUploads(ctx.deps, later);
    expect(removed.sort((a, b) => a.bucket.localeCompare(b.bucket))).toEqual([
      { bucket: "brand-logos", key: abandonedBrandLogo.path },
      { bucket: "framework-logos", key: abandonedFrameworkLogo.path },
    ]);
    for (const gone of [abandonedFrameworkLogo, abandonedBrandLogo]) expect((await ctx.request(gone.url)).status).toBe(404);
    for (const kept of [usedFrameworkLogo, usedBrandLogo, othersBrandLogo]) expect((await ctx.request(kept.url)).status).toBe(200);
    expect(await removeAbandonedUploads(ctx.deps, later)).toEqual([]);
  });

  it("runs hourly on the generation workers", async () => {
    const worker = await ctx.startWorker();
    const schedules = await ctx.deps.queue.boss.getSchedules();
    await worker.stop();
    expect(schedules.find((s) => s.name === "cleanup-uploads")).toMatchObject({ cron: "23 * * * *" });
  });
});

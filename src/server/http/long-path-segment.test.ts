import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSafeKey } from "../storage/storage";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";

// Longer than any file name a file system takes (255 bytes): the storage layer used to pass it on and fail with 500.
const HUGE = "a".repeat(5000);

/** A path segment no stored file can have names nothing: 404, never a file-system error answered as 500. */
describe("a 5,000-character path segment", () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  it.each([
    `/storage/framework-logos/${HUGE}`,
    `/storage/framework-logos/${HUGE}.png`,
    `/storage/brand-logos/someone/${HUGE}`,
    `/storage/profile-photos/${HUGE}/photo.png`,
    `/storage/${HUGE}/logo.png`,
    `/site/${HUGE}`,
    `/site/${HUGE}/index.html`,
  ])("GET %# is a 404", async (path) => {
    const res = await ctx.request(path, { cookie: user.cookie });
    expect(res.status).toBe(404);
  });

  it("an upload to a bucket named by it is refused, never a 500", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }), "logo.png");
    const res = await ctx.request(`/api/uploads/${HUGE}`, { method: "POST", body: form, cookie: user.cookie });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it("is never a storage key: a segment is at most 128 characters", () => {
    expect(isSafeKey(`user/${"b".repeat(128)}`)).toBe(true);
    expect(isSafeKey(`user/${"b".repeat(129)}`)).toBe(false);
    expect(isSafeKey(HUGE)).toBe(false);
  });
});

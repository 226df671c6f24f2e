import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "@/server/db/schema";
import { createTestContext, type TestContext } from "@/server/test/test-app";
import { photoPngFile, pngFile } from "@/server/test/account/account-seed";
import { REP_PHOTO_MAX_SIDE, shrinkStoredRepPhotos } from "./rep-photo-size";

describe("rep photos stored before resizing", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const storeAsBefore = async (userId: string, file: File, name: string) => {
    const key = `${userId}/1700000000000-${name}.png`;
    await ctx.storage.put("profile-photos", key, Buffer.from(await file.arrayBuffer()), "image/png");
    await ctx.db.update(user).set({ photoUrl: ctx.storage.publicPath("profile-photos", key) }).where(eq(user.id, userId));
    return key;
  };

  it("are shrunk in place (same key and format: published pages name the file), once; unreadable files are left alone", async () => {
    const big = await ctx.signUp();
    const broken = await ctx.signUp();
    const original = await photoPngFile();
    const bigKey = await storeAsBefore(big.id, original, "00112233aabbccdd");
    const brokenKey = await storeAsBefore(broken.id, pngFile(), "ffeeddccbbaa9988");

    expect(await shrinkStoredRepPhotos(ctx)).toBe(1);
    const stored = (await ctx.storage.get("profile-photos", bigKey))!;
    expect(await sharp(stored.body).metadata()).toMatchObject({ format: "png", width: REP_PHOTO_MAX_SIDE, height: REP_PHOTO_MAX_SIDE });
    expect(stored.body.length).toBeLessThan(original.size / 2);
    expect((await ctx.request(ctx.storage.publicPath("profile-photos", bigKey))).headers.get("content-type")).toBe("image/png");
    expect((await ctx.storage.get("profile-photos", brokenKey))!.body.length).toBe(pngFile().size);

    // Already small: nothing to do on the next start.
    expect(await shrinkStoredRepPhotos(ctx)).toBe(0);
  });
});

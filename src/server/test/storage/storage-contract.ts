import { expect, it } from "vitest";
import type { Storage } from "@/server/storage/storage";

/** 50 at a time: quick, without opening a thousand sockets at once. */
async function inBatches<T>(keys: string[], action: (key: string) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < keys.length; i += 50) results.push(...(await Promise.all(keys.slice(i, i + 50).map(action))));
  return results;
}

/**
 * What every storage driver must do, run against each real backend (a temp directory, an S3 server).
 * `storage()` is read inside each test because the S3 one only exists once its server has started.
 */
export function storageContract(storage: () => Storage) {
  it("returns what was put, with its content type", async () => {
    await storage().put("brand-logos", "owner-1/logo.png", Buffer.from("png bytes"), "image/png");
    await storage().put("microsites", "owner-1/site.html", "<html>hi</html>", "text/html; charset=utf-8");
    expect(await storage().get("brand-logos", "owner-1/logo.png")).toEqual({ body: Buffer.from("png bytes"), contentType: "image/png" });
    const page = await storage().get("microsites", "owner-1/site.html");
    expect(page?.body.toString("utf8")).toBe("<html>hi</html>");
    expect(page?.contentType).toBe("text/html; charset=utf-8");
  });

  it("keeps binary bytes intact", async () => {
    const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7) % 256));
    await storage().put("framework-logos", "owner-2/all-bytes.webp", bytes, "image/webp");
    expect((await storage().get("framework-logos", "owner-2/all-bytes.webp"))?.body.equals(bytes)).toBe(true);
  });

  it("answers null for a key that was never put", async () => {
    expect(await storage().get("brand-logos", "owner-3/missing.png")).toBeNull();
    expect(await storage().get("brand-logos", "no-such-owner/a/b/c.png")).toBeNull();
  });

  it("overwrites a key", async () => {
    await storage().put("microsites", "owner-4/page.html", "first", "text/html; charset=utf-8");
    await storage().put("microsites", "owner-4/page.html", "second", "text/html; charset=utf-8");
    expect((await storage().get("microsites", "owner-4/page.html"))?.body.toString()).toBe("second");
  });

  it("keeps the logical buckets apart", async () => {
    await storage().put("brand-logos", "owner-5/logo.gif", "brand", "image/gif");
    expect(await storage().get("framework-logos", "owner-5/logo.gif")).toBeNull();
  });

  it("deletes idempotently", async () => {
    await storage().put("brand-logos", "owner-6/old.jpg", "old", "image/jpeg");
    await storage().delete("brand-logos", "owner-6/old.jpg");
    await storage().delete("brand-logos", "owner-6/old.jpg");
    await storage().delete("brand-logos", "owner-6/never-there.jpg");
    expect(await storage().get("brand-logos", "owner-6/old.jpg")).toBeNull();
  });

  it("lists a bucket over several pages, then deletePrefix removes a whole folder, and nothing else", async () => {
    const keys = [...Array.from({ length: 1005 }, (_, i) => `owner-7/site-${i}.html`), "owner-7/nested/deep.html"];
    await inBatches(keys, (key) => storage().put("microsites", key, "x", "text/html; charset=utf-8"));
    await storage().put("microsites", "owner-70/site-0.html", "neighbour", "text/html; charset=utf-8");
    await storage().put("brand-logos", "owner-7/logo.png", "other bucket", "image/png");

    const listed: string[] = [];
    for await (const object of storage().list("microsites")) {
      if (object.key.startsWith("owner-7")) listed.push(object.key);
      expect(Date.now() - object.modifiedAt.getTime()).toBeLessThan(10 * 60_000);
    }
    expect(listed.sort()).toEqual([...keys, "owner-70/site-0.html"].sort());

    await storage().deletePrefix("microsites", "owner-7/");

    const left = await inBatches(keys, (key) => storage().get("microsites", key));
    expect(left.filter(Boolean)).toHaveLength(0);
    expect((await storage().get("microsites", "owner-70/site-0.html"))?.body.toString()).toBe("neighbour");
    expect(await storage().get("brand-logos", "owner-7/logo.png")).not.toBeNull();
    await storage().deletePrefix("microsites", "owner-7/"); // an empty folder is fine too
  }, 120_000);

  it("reads a prefix without its slash as the same folder", async () => {
    await storage().put("brand-logos", "owner-8/a.png", "a", "image/png");
    await storage().put("brand-logos", "owner-80/a.png", "b", "image/png");
    await storage().deletePrefix("brand-logos", "owner-8");
    expect(await storage().get("brand-logos", "owner-8/a.png")).toBeNull();
    expect(await storage().get("brand-logos", "owner-80/a.png")).not.toBeNull();
  });

  it.each(["../x", "/abs", "a/../b", "a//b", ""])("refuses the unsafe key %j on every call", async (key) => {
    await expect(storage().put("microsites", key, "x", "text/html")).rejects.toThrow(/Unsafe storage location/);
    await expect(storage().get("microsites", key)).rejects.toThrow(/Unsafe storage location/);
    await expect(storage().delete("microsites", key)).rejects.toThrow(/Unsafe storage location/);
    await expect(storage().deletePrefix("microsites", key)).rejects.toThrow(/Unsafe storage location/);
  });

  it("refuses an unsafe bucket name", async () => {
    await expect(storage().put("../microsites", "owner-9/a.html", "x", "text/html")).rejects.toThrow(/Unsafe storage location/);
    await expect(storage().list("../microsites")[Symbol.asyncIterator]().next()).rejects.toThrow(/Unsafe storage location/);
  });

  it("lists nothing for a bucket never written to", async () => {
    const keys: string[] = [];
    for await (const object of storage().list("never-used-bucket")) keys.push(object.key);
    expect(keys).toEqual([]);
  });

  it("serves objects under /storage/{bucket}/{key}", () => {
    expect(storage().publicPath("brand-logos", "owner-1/logo.png")).toBe("/storage/brand-logos/owner-1/logo.png");
  });
}

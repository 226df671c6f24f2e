import { Hono } from "hono";
import type { AppDeps } from "../../http/env";
import { UPLOAD_BUCKETS } from "../../../shared/constants";
import { isSafeKey } from "../../storage/storage";

/** Serves uploaded public files under /storage/{bucket}/{key}; content type was fixed at upload from the bytes. */
export function publicFileRoutes({ storage }: AppDeps) {
  return new Hono().get("/:bucket/*", async (c) => {
    const bucket = c.req.param("bucket");
    const key = c.req.path.slice(`/storage/${bucket}/`.length);
    if (!isSafeKey(key) || !(UPLOAD_BUCKETS as readonly string[]).includes(bucket)) return c.notFound();
    const object = await storage.get(bucket, decodeURIComponent(key));
    if (!object) return c.notFound();
    return c.body(new Uint8Array(object.body), 200, {
      "Content-Type": object.contentType,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  });
}

import { Hono } from "hono";
import type { AppDeps } from "../deps";
import { UPLOAD_BUCKETS } from "@/shared/constants";
import { isSafeKey, type Storage } from "@/server/storage/storage";
import type { Database } from "@/server/db/client";
import { movedFileKey } from "./move-team-files";

/** The stored file at `key`, or where a team logo moved from it to its workspace's folder (pages published before the move name the old path). */
async function findFile(db: Database, storage: Storage, bucket: string, key: string) {
  const object = await storage.get(bucket, key);
  if (object) return object;
  const moved = await movedFileKey(db, bucket, key);
  return moved ? storage.get(bucket, moved) : null;
}

/** Serves uploaded public files under /storage/{bucket}/{key}; content type was fixed at upload from the bytes. */
export function publicFileRoutes({ db, storage }: AppDeps) {
  return new Hono().get("/:bucket/*", async (c) => {
    const bucket = c.req.param("bucket");
    const key = c.req.path.slice(`/storage/${bucket}/`.length);
    if (!isSafeKey(key) || !(UPLOAD_BUCKETS as readonly string[]).includes(bucket)) return c.notFound();
    const object = await findFile(db, storage, bucket, decodeURIComponent(key));
    if (!object) return c.notFound();
    return c.body(new Uint8Array(object.body), 200, {
      "Content-Type": object.contentType,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  });
}

import { isNotNull } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { REP_PHOTO_SIZE } from "@/server/render/closing";
import { SIGNATURE_PHOTO_SIZE } from "@/server/render/microsite-page";
import type { Storage } from "@/server/storage/storage";
import { ownedKeyFromPublicPath } from "../uploads/service";

/** Twice the largest size a page shows the photo at (the closing's rep card), for sharp screens; never more. */
export const REP_PHOTO_MAX_SIDE = 2 * Math.max(REP_PHOTO_SIZE, SIGNATURE_PHOTO_SIZE);
const PHOTO_BUCKET = "profile-photos";
// A 2 MB upload can still declare a huge canvas (a decompression bomb): refuse past this many pixels.
const MAX_INPUT_PIXELS = 50_000_000;

const square = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // the camera's EXIF orientation, before the crop
    .resize(REP_PHOTO_MAX_SIDE, REP_PHOTO_MAX_SIDE, { fit: "cover", position: "attention", withoutEnlargement: true });

/** An uploaded photo as the pages show it: a centre-weighted square of at most REP_PHOTO_MAX_SIDE px, in WebP. */
export async function fitRepPhoto(bytes: Uint8Array): Promise<Buffer> {
  return square(bytes).webp({ quality: 82, effort: 4 }).toBuffer();
}

/**
 * Photos uploaded before resizing existed, shrunk where they are: same key, same format (published pages name the
 * file, so it cannot move), at most REP_PHOTO_MAX_SIDE px. Already small photos are left alone, so running it at
 * every start costs one header read per photo. A file that cannot be read is skipped, never deleted.
 */
export async function shrinkStoredRepPhotos(deps: { db: Database; storage: Storage }): Promise<number> {
  const rows = await deps.db.select({ userId: user.id, url: user.photoUrl }).from(user).where(isNotNull(user.photoUrl));
  let shrunk = 0;
  for (const row of rows) {
    const key = ownedKeyFromPublicPath(deps.storage, PHOTO_BUCKET, row.userId, row.url);
    const object = key ? await deps.storage.get(PHOTO_BUCKET, key) : null;
    if (!key || !object) continue;
    try {
      const { width = 0, height = 0, format } = await sharp(object.body).metadata();
      if (Math.max(width, height) <= REP_PHOTO_MAX_SIDE) continue;
      const resized = square(object.body);
      const body = await (format === "jpeg" ? resized.jpeg({ quality: 82, mozjpeg: true }) : format === "webp" ? resized.webp({ quality: 82 }) : format === "gif" ? resized.gif() : resized.png({ palette: true, quality: 90, compressionLevel: 9 })).toBuffer();
      if (body.length >= object.body.length) continue;
      await deps.storage.put(PHOTO_BUCKET, key, body, object.contentType);
      shrunk += 1;
    } catch {
      continue;
    }
  }
  return shrunk;
}

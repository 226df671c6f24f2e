import { randomBytes } from "node:crypto";
import { UPLOAD_MAX_BYTES, type UploadBucket } from "../../../shared/constants";
import { ApiError } from "../../http/errors";
import { sniffImage } from "../../storage/image-sniff";
import type { Storage } from "../../storage/storage";

export const UPLOAD_NOT_IMAGE_MESSAGE = "Only PNG, JPEG, GIF or WebP images can be uploaded";
export const UPLOAD_TOO_LARGE_MESSAGE = "Image must be 2 MB or smaller";
export const UPLOAD_MISSING_MESSAGE = "Choose an image file to upload";

/** Stores an image under the owner's folder with a random name; returns its key and public path. */
export async function storeImage(storage: Storage, bucket: UploadBucket, userId: string, file: File) {
  if (file.size === 0) throw new ApiError(400, UPLOAD_MISSING_MESSAGE);
  if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(400, UPLOAD_TOO_LARGE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw new ApiError(400, UPLOAD_NOT_IMAGE_MESSAGE);
  const key = `${userId}/${Date.now()}-${randomBytes(8).toString("hex")}.${kind.extension}`;
  await storage.put(bucket, key, Buffer.from(bytes), kind.mime);
  return { path: key, url: storage.publicPath(bucket, key) };
}

/** The storage key behind a public path of this owner, or null (so nobody deletes another owner's file). */
export function ownedKeyFromPublicPath(storage: Storage, bucket: UploadBucket, userId: string, url: string | null | undefined) {
  if (!url) return null;
  const prefix = storage.publicPath(bucket, `${userId}/`);
  return url.startsWith(prefix) ? url.slice(storage.publicPath(bucket, "").length) : null;
}

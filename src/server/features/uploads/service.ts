import type { Context } from "hono";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { UPLOAD_MAX_BYTES, type UploadBucket } from "@/shared/constants";
import type { Scope } from "@/server/db/owner";
import { ApiError } from "@/server/http/errors";
import { sniffImage } from "@/server/storage/image-sniff";
import type { Storage } from "@/server/storage/storage";

export const UPLOAD_NOT_IMAGE_MESSAGE = "Only PNG, JPEG, GIF or WebP images can be uploaded";
export const UPLOAD_TOO_LARGE_MESSAGE = "Image must be 2 MB or smaller";
export const UPLOAD_MISSING_MESSAGE = "Choose an image file to upload";

/** The buckets of a team's shared files: they live in the workspace's folder. */
export const TEAM_UPLOAD_BUCKETS = ["framework-logos", "brand-logos"] as const satisfies readonly UploadBucket[];

/**
 * The folder an upload of `bucket` goes in: a team's files (framework and brand logos) belong to the workspace, so
 * they outlive whoever uploaded them; a profile photo is its user's own.
 */
export function uploadFolder(bucket: UploadBucket, scope: Pick<Scope, "userId" | "workspaceId">): string {
  return (TEAM_UPLOAD_BUCKETS as readonly string[]).includes(bucket) ? scope.workspaceId : scope.userId;
}

/** Re-encodes an accepted image (e.g. resized to WebP); throws when the bytes do not decode. */
export type ImageConversion = { extension: "webp"; mime: string; convert: (bytes: Uint8Array) => Promise<Buffer> };

/**
 * Stores an image in `folder` (see uploadFolder) with a random name; returns its key and public path. With
 * `conversion` the stored file is the converted one; an image that sniffs right but does not decode is refused like a
 * non-image.
 */
export async function storeImage(storage: Storage, bucket: UploadBucket, folder: string, file: File, conversion?: ImageConversion) {
  if (file.size === 0) throw new ApiError(400, UPLOAD_MISSING_MESSAGE);
  if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(400, UPLOAD_TOO_LARGE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw new ApiError(400, UPLOAD_NOT_IMAGE_MESSAGE);
  const body = conversion ? await conversion.convert(bytes).catch(() => null) : Buffer.from(bytes);
  if (!body) throw new ApiError(400, UPLOAD_NOT_IMAGE_MESSAGE);
  const stored = conversion ?? kind;
  const key = `${folder}/${Date.now()}-${randomBytes(8).toString("hex")}.${stored.extension}`;
  await storage.put(bucket, key, body, stored.mime);
  return { path: key, url: storage.publicPath(bucket, key) };
}

/** The only name `storeImage` gives a file: upload time, random hex, the sniffed extension. */
const UPLOAD_FILE_NAME = /^\d{1,16}-[0-9a-f]{16}\.(png|jpg|gif|webp)$/;

/**
 * `key` when it names an upload in this folder: `{folder}/{upload file name}` exactly, already in normal form.
 * A prefix test would let `{own id}/../{other id}/x.png` through to another owner's folder (and to a storage
 * call that refuses the `..` after the row is committed).
 */
export function ownedUploadKey(folder: string, key: string): string | null {
  if (path.posix.normalize(key) !== key) return null;
  const [keyFolder, name, ...deeper] = key.split("/");
  return keyFolder === folder && deeper.length === 0 && UPLOAD_FILE_NAME.test(name ?? "") ? key : null;
}

/** The storage key behind a public path of anyone's upload in `bucket` (a stored, once-validated value), or null. */
export function uploadKeyFromPublicPath(storage: Storage, bucket: UploadBucket, url: string) {
  const bucketPath = storage.publicPath(bucket, "");
  if (!url.startsWith(bucketPath)) return null;
  const key = url.slice(bucketPath.length);
  return ownedUploadKey(key.split("/")[0], key);
}

/** The storage key behind a public path of an upload in this folder of `bucket`, or null (so nobody deletes another owner's file). */
export function ownedKeyFromPublicPath(storage: Storage, bucket: UploadBucket, folder: string, url: string | null | undefined) {
  const bucketPath = storage.publicPath(bucket, "");
  if (!url?.startsWith(bucketPath)) return null;
  return ownedUploadKey(folder, url.slice(bucketPath.length));
}


/** The `file` field of a multipart upload; a body far past the size limit is refused before it is read. */
export async function readUploadedFile(c: Context): Promise<File> {
  const length = Number(c.req.header("content-length") ?? 0);
  // Multipart framing adds a little; the exact size is checked again on the file itself.
  if (length > UPLOAD_MAX_BYTES + 64 * 1024) throw new ApiError(400, UPLOAD_TOO_LARGE_MESSAGE);
  const form = await c.req.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof File)) throw new ApiError(400, UPLOAD_MISSING_MESSAGE);
  return file;
}

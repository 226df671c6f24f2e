export type StoredObject = { body: Buffer; contentType: string };
export type ListedObject = { key: string; modifiedAt: Date };

/** Where uploaded logos and published microsite HTML live: a local directory by default. */
export interface Storage {
  put(bucket: string, key: string, body: Buffer | string, contentType: string): Promise<void>;
  get(bucket: string, key: string): Promise<StoredObject | null>;
  delete(bucket: string, key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (an owner's folder). */
  deletePrefix(bucket: string, prefix: string): Promise<void>;
  /** Every object of a bucket, page by page (housekeeping: abandoned uploads). */
  list(bucket: string): AsyncIterable<ListedObject>;
  /** Removes temporary files of writes a crash interrupted (only a local directory has any); how many went. */
  sweepTemporaryFiles?(): Promise<number>;
  /** Path under which the app serves the object publicly. */
  publicPath(bucket: string, key: string): string;
}

// At most 128 characters: a file system refuses a name past 255 bytes (ENAMETOOLONG), and a write's temporary name
// adds the host, pid and a random part to it. Every key we make is far shorter (ids, slugs, random upload names).
const SAFE_SEGMENT = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Keys are `a/b/c` of safe segments: no `..`, no absolute paths, nothing that escapes the bucket, no name too long
 * for a file system (a request naming one is a 404, not a file-system error).
 */
export function isSafeKey(key: string): boolean {
  const segments = key.split("/");
  return segments.length > 0 && segments.every((s) => SAFE_SEGMENT.test(s) && s !== "." && s !== "..");
}

export function assertSafeBucket(bucket: string): void {
  if (!SAFE_SEGMENT.test(bucket)) throw new Error(`Unsafe storage location ${bucket}`);
}

export function assertSafeLocation(bucket: string, key: string): void {
  if (!SAFE_SEGMENT.test(bucket) || !isSafeKey(key)) throw new Error(`Unsafe storage location ${bucket}/${key}`);
}

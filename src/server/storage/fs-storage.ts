import { mkdir, readdir, readFile, rm, stat, writeFile, rename } from "node:fs/promises";
import path from "node:path";
import { sweepTempFiles, tempFileName } from "./temp-files";
import { assertSafeBucket, assertSafeLocation, type Storage } from "./storage";

const CONTENT_TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".html": "text/html; charset=utf-8",
};

export function createFsStorage(root: string): Storage {
  const fileOf = (bucket: string, key: string) => {
    assertSafeLocation(bucket, key);
    return path.join(root, bucket, ...key.split("/"));
  };
  // Directories already made: a launch writes thousands of files into the same few folders.
  const madeDirs = new Set<string>();
  return {
    async put(bucket, key, body) {
      const file = fileOf(bucket, key);
      const dir = path.dirname(file);
      if (!madeDirs.has(dir)) {
        await mkdir(dir, { recursive: true });
        madeDirs.add(dir);
      }
      // Write then rename, so a reader never sees a half-written file. The name says who wrote it (sweepTempFiles).
      const tmp = tempFileName(file);
      try {
        await writeFile(tmp, body);
        await rename(tmp, file);
      } catch (error) {
        // A failed write (a full disk, a name taken by a folder) removes its temporary file at once: the sweep at the
        // next start is only for writers that died mid-write, and a full disk needs the space back now.
        await rm(tmp, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async get(bucket, key) {
      try {
        const body = await readFile(fileOf(bucket, key));
        return { body, contentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await rm(fileOf(bucket, key), { force: true });
    },
    async deletePrefix(bucket, prefix) {
      madeDirs.clear();
      await rm(fileOf(bucket, prefix.replace(/\/+$/, "")), { recursive: true, force: true });
    },
    async *list(bucket) {
      assertSafeBucket(bucket);
      const dir = path.join(root, bucket);
      let names: string[];
      try {
        names = (await readdir(dir, { recursive: true })) as string[];
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const name of names) {
        const info = await stat(path.join(dir, name)).catch(() => null); // gone meanwhile: nothing to list
        if (info?.isFile()) yield { key: name.split(path.sep).join("/"), modifiedAt: info.mtime };
      }
    },
    sweepTemporaryFiles: () => sweepTempFiles(root),
    publicPath(bucket, key) {
      return `/storage/${bucket}/${key}`;
    },
  };
}

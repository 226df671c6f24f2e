import type { Storage } from "../storage/storage";
import { isSafeKey } from "../storage/storage";
import type { PageImage } from "./page-facts";

const STORAGE_PREFIX = "/storage/";

/**
 * Which of a page's images would not load. Ours (/storage/{bucket}/{key}) must exist in storage; data: URIs are
 * inline; any other address is refused by the microsite's Content-Security-Policy. One instance serves a batch of
 * pages, so a launch reads each logo once per batch, not once per page.
 */
export function createImageChecker(storage: Storage) {
  const known = new Map<string, Promise<boolean>>();

  function stored(src: string): Promise<boolean> {
    let found = known.get(src);
    if (!found) {
      const [bucket, ...rest] = src.slice(STORAGE_PREFIX.length).split(/[?#]/)[0].split("/");
      const key = rest.join("/");
      found = bucket && isSafeKey(key) ? storage.get(bucket, key).then((object) => object !== null, () => false) : Promise.resolve(false);
      known.set(src, found);
    }
    return found;
  }

  return {
    async missing(images: PageImage[]): Promise<string[]> {
      const missing: string[] = [];
      for (const { src } of images) {
        if (src.startsWith("data:")) continue;
        if (!src.startsWith(STORAGE_PREFIX) || !(await stored(src))) missing.push(src || "(no src)");
      }
      return missing;
    },
  };
}

export type ImageChecker = ReturnType<typeof createImageChecker>;

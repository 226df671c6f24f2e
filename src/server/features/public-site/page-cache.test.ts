import { describe, expect, it } from "vitest";
import { createPageCache, type CachedPage } from "./page-cache";

function deferred() {
  let resolve!: (entry: CachedPage | null) => void;
  const promise = new Promise<CachedPage | null>((r) => (resolve = r));
  return { promise, resolve };
}

const page = (cachedAt: number): CachedPage => ({ state: "error", cachedAt });

describe("page cache fills", () => {
  it("reads a page once for every view that arrives while it is being read", async () => {
    const cache = createPageCache();
    const load = deferred();
    let loads = 0;
    const loader = () => {
      loads += 1;
      return load.promise;
    };
    const views = [cache.getOrFill("a", 0, loader), cache.getOrFill("a", 0, loader), cache.getOrFill("a", 0, loader)];
    load.resolve(page(0));
    expect(await Promise.all(views)).toEqual([page(0), page(0), page(0)]);
    expect(loads).toBe(1);
    expect(cache.get("a", 0)).toEqual(page(0));
  });

  it("does not keep what a fill read before its page changed, and reads the page again for later views", async () => {
    const cache = createPageCache();
    const stale = deferred();
    const first = cache.getOrFill("a", 0, () => stale.promise);
    cache.invalidate("a"); // the row changed while the old one was being read
    const fresh = cache.getOrFill("a", 1, async () => page(1));
    stale.resolve(page(0));
    expect(await first).toEqual(page(0));
    expect(await fresh).toEqual(page(1));
    expect(cache.get("a", 1)).toEqual(page(1));
  });

  it("forgets fills under way when everything is dropped", async () => {
    const cache = createPageCache();
    const stale = deferred();
    const first = cache.getOrFill("a", 0, () => stale.promise);
    cache.clear();
    stale.resolve(page(0));
    await first;
    expect(cache.get("a", 0)).toBeUndefined();
  });

  it("never keeps an unknown page", async () => {
    const cache = createPageCache();
    expect(await cache.getOrFill("a", 0, async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });
});

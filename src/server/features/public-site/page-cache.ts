import { createHash } from "node:crypto";
import type { ContentCoding } from "./negotiation";
import { buildRepresentations, compressPage, type Representation } from "./page-representations";

export type CachedPublishedPage = {
  state: "published";
  /** The page in each content coding, compressed and with its headers computed once, so a hit only writes them out. */
  representations: Record<ContentCoding, Representation>;
  expiresAt: number | null;
  cachedAt: number;
  /** Behind an access gate (issue 27): served only by the app, after it checked the visitor's admission. */
  gated: boolean;
};

export type CachedPage = CachedPublishedPage | { state: "expired" | "error"; cachedAt: number };

const BASE_CSP = "default-src 'none'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * A microsite's CSP allows exactly its own inline <style> and <script> blocks by hash (the renderer
 * emits no inline style attributes and no other script), and nothing from third-party origins.
 */
export function micrositeCsp(html: string): string {
  const hashes = (tag: "style" | "script") =>
    [...html.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, "g"))].map(
      (m) => `'sha256-${createHash("sha256").update(m[1]).digest("base64")}'`,
    );
  const scripts = hashes("script");
  const styles = hashes("style");
  return `${BASE_CSP}; script-src ${scripts.length ? scripts.join(" ") : "'none'"}; style-src ${styles.length ? styles.join(" ") : "'none'"}`;
}

/**
 * A published page ready to serve. Compressed here, on the way into the cache, rather than stored compressed
 * next to the HTML: the database row is what is served, so variants derived from it can never disagree with it
 * (pages published before compression existed, edits, regenerations all just work), and at ~1 ms a fill costs
 * less than fetching two more objects from storage would.
 */
export async function publishedEntry(html: string, expiresAt: Date | null, now = Date.now(), gated = false): Promise<CachedPublishedPage> {
  const sharedHeaders = [
    // no-cache: browsers revalidate every view (cheap with the ETag), so none keeps an expired or deleted page.
    "Cache-Control", "no-cache",
    "Content-Security-Policy", micrositeCsp(html),
    "X-Content-Type-Options", "nosniff",
    "Referrer-Policy", "no-referrer",
    // The page's own <meta name="robots"> says the same; the header also covers crawlers that stop at headers.
    "X-Robots-Tag", "noindex, nofollow",
  ];
  const representations = buildRepresentations(await compressPage(Buffer.from(html, "utf8")), sharedHeaders);
  return { state: "published", representations, expiresAt: expiresAt ? expiresAt.getTime() : null, cachedAt: now, gated };
}

type Fill = { promise: Promise<CachedPage | null>; superseded: boolean };

/**
 * In-memory copy of public pages so a view costs no database round trip after the first. Entries are
 * dropped when the database reports a change (see change-listener), after `ttlMs` as a backstop, and an
 * entry past its expiry is never served (the caller checks expiresAt on every hit).
 */
export function createPageCache({ ttlMs = 60_000, maxEntries = 20_000 } = {}) {
  const pages = new Map<string, CachedPage>();
  const fills = new Map<string, Fill>();
  const set = (slug: string, entry: CachedPage) => {
    if (pages.size >= maxEntries && !pages.has(slug)) pages.delete(pages.keys().next().value!);
    pages.set(slug, entry);
  };
  const get = (slug: string, now = Date.now()): CachedPage | undefined => {
    const entry = pages.get(slug);
    if (!entry) return undefined;
    if (now - entry.cachedAt > ttlMs) {
      pages.delete(slug);
      return undefined;
    }
    return entry;
  };
  /** A fill that was under way when its page changed read the old row: it answers its own callers only. */
  const supersede = (slug: string) => {
    const fill = fills.get(slug);
    if (fill) fill.superseded = true;
    fills.delete(slug);
  };
  return {
    get,
    set,
    /**
     * The cached page, or `load`'s answer, kept unless null. Views arriving while a page is being read and
     * compressed wait for that one fill instead of starting their own.
     */
    getOrFill(slug: string, now: number, load: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
      const cached = get(slug, now);
      if (cached) return Promise.resolve(cached);
      const pending = fills.get(slug);
      if (pending) return pending.promise;
      const fill: Fill = {
        superseded: false,
        promise: load()
          .then((entry) => {
            if (entry && !fill.superseded) set(slug, entry);
            return entry;
          })
          .finally(() => {
            if (fills.get(slug) === fill) fills.delete(slug);
          }),
      };
      fills.set(slug, fill);
      return fill.promise;
    },
    invalidate(slug: string) {
      pages.delete(slug);
      supersede(slug);
    },
    clear() {
      pages.clear();
      for (const slug of [...fills.keys()]) supersede(slug);
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

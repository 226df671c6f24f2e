import { createHash } from "node:crypto";

export type CachedPage =
  | {
      state: "published";
      html: string;
      /** The encoded body and response headers, computed once so a hit only writes them out. */
      body: Buffer;
      headers: Record<string, string>;
      etag: string;
      expiresAt: number | null;
      cachedAt: number;
    }
  | { state: "expired" | "error"; cachedAt: number };

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

export function publishedEntry(html: string, expiresAt: Date | null, now = Date.now()): CachedPage {
  const body = Buffer.from(html, "utf8");
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = {
    "Content-Type": "text/html; charset=UTF-8",
    ETag: etag,
    // no-cache: browsers revalidate every view (cheap with the ETag), so none keeps an expired or deleted page.
    "Cache-Control": "no-cache",
    "Content-Security-Policy": micrositeCsp(html),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
  };
  return { state: "published", html, body, headers, etag, expiresAt: expiresAt ? expiresAt.getTime() : null, cachedAt: now };
}

/**
 * In-memory copy of public pages so a view costs no database round trip after the first. Entries are
 * dropped when the database reports a change (see change-listener), after `ttlMs` as a backstop, and an
 * entry past its expiry is never served (the caller checks expiresAt on every hit).
 */
export function createPageCache({ ttlMs = 60_000, maxEntries = 20_000 } = {}) {
  const pages = new Map<string, CachedPage>();
  return {
    get(slug: string, now = Date.now()): CachedPage | undefined {
      const entry = pages.get(slug);
      if (!entry) return undefined;
      if (now - entry.cachedAt > ttlMs) {
        pages.delete(slug);
        return undefined;
      }
      return entry;
    },
    set(slug: string, entry: CachedPage) {
      if (pages.size >= maxEntries && !pages.has(slug)) pages.delete(pages.keys().next().value!);
      pages.set(slug, entry);
    },
    invalidate(slug: string) {
      pages.delete(slug);
    },
    clear() {
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

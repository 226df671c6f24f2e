import type { IncomingMessage, ServerResponse } from "node:http";
import { isMicrositeHost } from "@/shared/microsite-host";
import type { Config } from "@/server/config";
import { contentCodingFor, ifNoneMatchHits } from "./negotiation";
import type { PageCache } from "./page-cache";
import type { Representation } from "./page-representations";

const SITE_PATH = /^\/site\/([^/?#]+)(?:\/index\.html)?\/?(?:[?#].*)?$/;
const ROOT_PATH = /^\/([^/?#]+)\/?(?:[?#].*)?$/;

type Timed = { ok: string[]; notModified: string[] };
const timedLists = new WeakMap<Representation, Timed>();

/**
 * The page's header list with the page-load token last. The lists with a Server-Timing slot are built once per
 * representation and the slot is filled right before writeHead, which copies the list into the response head
 * synchronously: no list is allocated per view.
 */
function headerList(page: Representation, notModified: boolean, token: string | undefined): string[] {
  if (token === undefined) return notModified ? page.notModified : page.ok;
  let timed = timedLists.get(page);
  if (!timed) timedLists.set(page, (timed = { ok: [...page.ok, "Server-Timing", ""], notModified: [...page.notModified, "Server-Timing", ""] }));
  const list = notModified ? timed.notModified : timed.ok;
  list[list.length - 1] = token;
  return list;
}

/**
 * The hot path of a public page view, in front of the Hono app: a GET for a page that is in the cache
 * and not expired (nor gated) is answered straight from memory, in the coding the client accepts, with its precomputed headers. Everything else —
 * misses, expired, error and unknown pages, every other route — returns false and goes through the app,
 * which fills the cache and answers the viewer states.
 */
export function createMicrositeFastPath(
  pageCache: PageCache,
  config: Pick<Config, "micrositeBaseUrl" | "appUrl">,
  /** Told about every page view answered here (200 or 304 to a GET), for the engagement bot rules. */
  onServed?: (slug: string, req: IncomingMessage) => void,
  /** The page-load token header value for a page served now (see metrics/visit-token.ts). */
  pageToken?: (slug: string, now: number) => string,
) {
  const hostCache = new Map<string, boolean>();
  const onMicrositeHost = (host: string | undefined) => {
    const key = host ?? "";
    let yes = hostCache.get(key);
    if (yes === undefined) {
      yes = isMicrositeHost(key, config.micrositeBaseUrl, config.appUrl);
      if (hostCache.size < 1000) hostCache.set(key, yes);
    }
    return yes;
  };

  return function serveFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    const slug = SITE_PATH.exec(url)?.[1] ?? (onMicrositeHost(req.headers.host) ? ROOT_PATH.exec(url)?.[1] : undefined);
    if (!slug) return false;
    const now = Date.now();
    const entry = pageCache.get(slug, now);
    // A gated page goes through the app, which checks the visitor's admission first.
    if (!entry || entry.state !== "published" || entry.gated || (entry.expiresAt !== null && entry.expiresAt <= now)) return false;
    const page = entry.representations[contentCodingFor(req.headers["accept-encoding"])];
    const notModified = ifNoneMatchHits(req.headers["if-none-match"], page.etag);
    res.writeHead(notModified ? 304 : 200, headerList(page, notModified, pageToken?.(slug, now)));
    res.end(notModified || req.method === "HEAD" ? undefined : page.body);
    if (req.method === "GET") onServed?.(slug, req);
    return true;
  };
}

import { createHmac, timingSafeEqual } from "node:crypto";

/** A token older than this proves nothing any more (a tab left open for days still reports, without one). */
const TOKEN_MAX_AGE_MS = 2 * 86_400_000;

/**
 * Page-load tokens: minted when a public page is served (sent in its `Server-Timing: pv;desc=...` header, which
 * the tracking script reads back from the navigation entry) and carried by that page's beacons. They prove when
 * the page was served, so whichever web process receives a click can apply the instant-click rule without the
 * process that served the page. Format: `<served at, base 36>.<HMAC of slug + time>`.
 */
export function createVisitTokens(secret: string) {
  const key = createHmac("sha256", secret).update("pitchsite page-load token").digest();
  const sign = (slug: string, servedAt: number) => createHmac("sha256", key).update(`${slug}\n${servedAt}`).digest("base64url").slice(0, 22);
  return {
    mint(slug: string, servedAt = Date.now()): string {
      return `${servedAt.toString(36)}.${sign(slug, servedAt)}`;
    },
    /** When the page carrying this token was served, or null for a missing, forged, foreign or stale token. */
    servedAt(token: string | undefined, slug: string, now = Date.now()): number | null {
      if (!token) return null;
      const [time, mac] = token.split(".");
      const servedAt = parseInt(time ?? "", 36);
      if (!Number.isSafeInteger(servedAt) || !mac || servedAt > now + 60_000 || now - servedAt > TOKEN_MAX_AGE_MS) return null;
      const expected = Buffer.from(sign(slug, servedAt));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? servedAt : null;
    },
  };
}

export type VisitTokens = ReturnType<typeof createVisitTokens>;

/** The header value that hands a page its token (Server-Timing is readable by the page's own script). */
export const visitTokenHeader = (token: string) => `pv;desc="${token}"`;

/**
 * A window this short is far below what the tokens decide (a click within INSTANT_CLICK_MS = 1 s of the page), so
 * a token may stand for every load of its page within it.
 */
export const TOKEN_REUSE_MS = 10;
const REUSE_LIMIT = 10_000;

/**
 * The Server-Timing value for a page served now, minted at most once per page per TOKEN_REUSE_MS: on a busy page
 * the HMAC was a tenth of the CPU of a cached view. A reused token says the page was served up to TOKEN_REUSE_MS
 * before it was, which can only make a click look later (the instant-click rule may miss a bot by that much,
 * never flag a human).
 */
export function createPageTokenHeaders(tokens: Pick<VisitTokens, "mint">, reuseMs = TOKEN_REUSE_MS) {
  const recent = new Map<string, { mintedAt: number; header: string }>();
  return (slug: string, now = Date.now()): string => {
    const last = recent.get(slug);
    if (last && now >= last.mintedAt && now - last.mintedAt < reuseMs) return last.header;
    const header = visitTokenHeader(tokens.mint(slug, now));
    if (recent.size >= REUSE_LIMIT && !last) recent.clear();
    recent.set(slug, { mintedAt: now, header });
    return header;
  };
}

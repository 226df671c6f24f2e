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

import { createHmac, timingSafeEqual } from "node:crypto";
import { PREVIEW_RIBBON_TEXT } from "@/shared/public-site";
import { isUuid } from "@/shared/uuid";

/** A preview link works this long: enough to open it, too short to pass around as the prospect's link. */
export const PREVIEW_LINK_TTL_MS = 10 * 60_000;

const keyOf = (secret: string) => createHmac("sha256", secret).update("pitchsite owner preview link").digest();
const sign = (secret: string, micrositeId: string, expiresAt: number) =>
  createHmac("sha256", keyOf(secret)).update(`${micrositeId}\n${expiresAt}`).digest("base64url").slice(0, 32);

/** The token of an owner's preview link: `<microsite id>.<expiry, base 36>.<HMAC>`. */
export function mintPreviewToken(secret: string, micrositeId: string, now = Date.now()): string {
  const expiresAt = now + PREVIEW_LINK_TTL_MS;
  return `${micrositeId}.${expiresAt.toString(36)}.${sign(secret, micrositeId, expiresAt)}`;
}

/** The microsite a preview token opens: "expired" once its time is up, null when it is not one of ours. */
export function readPreviewToken(secret: string, token: string, now = Date.now()): { micrositeId: string } | "expired" | null {
  const [micrositeId, time, mac] = token.split(".");
  const expiresAt = parseInt(time ?? "", 36);
  if (!micrositeId || !isUuid(micrositeId) || !Number.isSafeInteger(expiresAt) || !mac) return null;
  const expected = Buffer.from(sign(secret, micrositeId, expiresAt));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expiresAt <= now ? "expired" : { micrositeId };
}

const TRACKING_SCRIPT_TAG = /<script\b[^>]*\bdata-campaign=[^>]*>[\s\S]*?<\/script>/g;
const RIBBON_STYLE =
  ".pitchsite-preview-ribbon{position:fixed;top:12px;right:12px;z-index:2147483647;padding:6px 12px;border-radius:999px;background:#0f172a;color:#fff;font:600 13px/1.2 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.25);pointer-events:none}";

/**
 * The published HTML as the owner's preview: without its tracking script (nothing is reported, so nothing is
 * stored) and with a small ribbon saying so. The caller derives the CSP from the result (the ribbon's style).
 */
export function previewHtml(html: string): string {
  const ribbon = `<style>${RIBBON_STYLE}</style><div class="pitchsite-preview-ribbon" role="status" data-testid="preview-ribbon">${PREVIEW_RIBBON_TEXT}</div>`;
  const withoutScript = html.replace(TRACKING_SCRIPT_TAG, "");
  return withoutScript.includes("</body>") ? withoutScript.replace("</body>", `${ribbon}</body>`) : withoutScript + ribbon;
}

/**
 * Spec 5 website-address helper: trims, strips any leading scheme and slashes, prefixes https://.
 * Empty input gives an empty result.
 */
export function toWebsiteAddress(input: string | null | undefined): string {
  const trimmed = (input ?? "").trim();
  if (!trimmed) return "";
  const host = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/*/i, "").replace(/^\/+/, "");
  return host ? `https://${host}` : "";
}

export const CTA_URL_SCHEME_MESSAGE = "Only http and https links are allowed";

export type NormalizedUrl = { ok: true; url: string } | { ok: false; error: string };

/**
 * CTA URL normalizer: trims, adds https:// when no scheme is given, and refuses any scheme other than
 * http(s) (javascript:, data:, mailto: ...) so a microsite button can never run script.
 */
export function normalizeCtaUrl(input: string | null | undefined): NormalizedUrl {
  const trimmed = (input ?? "").trim();
  if (!trimmed) return { ok: true, url: "" };
  const schemeMatch = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed);
  const hasHostPort = schemeMatch && /^[a-z0-9.-]+:\d+(\/|$)/i.test(trimmed);
  if (schemeMatch && !hasHostPort && !/^https?$/i.test(schemeMatch[1])) {
    return { ok: false, error: CTA_URL_SCHEME_MESSAGE };
  }
  const candidate = schemeMatch && !hasHostPort ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
  try {
    const url = new URL(candidate);
    if (!url.hostname || !url.hostname.includes(".") && url.hostname !== "localhost") {
      return { ok: false, error: "Enter a valid URL" };
    }
    return { ok: true, url: url.toString() };
  } catch {
    return { ok: false, error: "Enter a valid URL" };
  }
}

import { z } from "zod";
import { storableString } from "./schemas/text-fields";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** "acme.com" -> "https://acme.com": people type bare domains; anything already carrying a scheme is kept as typed. */
export function withDefaultScheme(input: string): string {
  const trimmed = input.trim();
  if (!trimmed || SCHEME.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, "")}`;
}

/**
 * An http(s) address with a real host name (at least one dot). Other schemes (javascript:, data:, mailto:) are
 * refused: these links end up as hrefs on public microsites.
 */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    const labels = url.hostname.split(".");
    return labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label)) && /[a-z]/i.test(labels.at(-1) ?? "");
  } catch {
    return false;
  }
}

/** Required web address: trimmed, https:// added when missing, then checked. */
export const httpUrlSchema = (message: string) =>
  z.preprocess((v) => (typeof v === "string" ? withDefaultScheme(v) : v), storableString(message).max(2048, message).refine(isHttpUrl, message));

/** Optional web address: empty or missing becomes undefined; anything typed must be a valid address. */
export const optionalHttpUrlSchema = (message: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "string" ? withDefaultScheme(v) : v),
    storableString(message).max(2048, message).refine(isHttpUrl, message).optional(),
  );

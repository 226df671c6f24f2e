import { z } from "zod";

export const SLUG_MAX_LENGTH = 60;
export const SLUG_PATTERN = /^[a-z0-9-]{1,60}$/;
export const SLUG_REQUIRED_MESSAGE = "Microsite slug is required.";
export const SLUG_INVALID_MESSAGE = "Invalid microsite slug";

/** Single-segment paths that are app routes, never microsite slugs (spec 2, plus our Terms and Privacy pages). */
export const RESERVED_SLUGS = ["health", "pricing", "privacy", "sign-in", "sign-up", "site", "terms"] as const;

// A format string: its pattern admits no NUL byte, and a bad slug keeps the spec's own message.
// eslint-disable-next-line no-restricted-syntax
export const slugSchema = z
  .string({ error: SLUG_REQUIRED_MESSAGE })
  .min(1, SLUG_REQUIRED_MESSAGE)
  .regex(SLUG_PATTERN, SLUG_INVALID_MESSAGE);

/** Returns the spec's message for a bad slug, or null when it is valid. */
export function slugError(slug: string | null | undefined): string | null {
  if (!slug) return SLUG_REQUIRED_MESSAGE;
  return SLUG_PATTERN.test(slug) ? null : SLUG_INVALID_MESSAGE;
}

export function isReservedSlug(segment: string): boolean {
  return (RESERVED_SLUGS as readonly string[]).includes(segment.toLowerCase());
}

/** A path segment that may name a microsite: valid format and not a reserved app route. */
export function isMicrositeSlug(segment: string): boolean {
  return !isReservedSlug(segment) && slugError(segment) === null;
}

/** Lowercase words joined by hyphens, only [a-z0-9-]; accents folded to ASCII. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A public slug: readable base + random suffix, never over 60 characters.
 * The suffix makes collisions negligible; the unique index on slug is the final guard.
 */
export function buildMicrositeSlug(parts: Array<string | null | undefined>, suffix: string): string {
  const cleanSuffix = slugify(suffix).slice(0, 12) || "site";
  const maxBase = SLUG_MAX_LENGTH - cleanSuffix.length - 1;
  const base = slugify(parts.filter(Boolean).join(" ")).slice(0, maxBase).replace(/-+$/, "");
  return base ? `${base}-${cleanSuffix}` : cleanSuffix;
}

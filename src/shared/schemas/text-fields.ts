import { z } from "zod";

export const UNSTORABLE_TEXT_MESSAGE = "Text cannot contain NUL characters or broken Unicode (a lone surrogate)";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store and UTF-8 can carry: no NUL byte, no half of a surrogate pair. */
export const isStorableText = (value: string) => !value.includes("\0") && !LONE_SURROGATE.test(value);

/**
 * The string every API field and search starts from: `z.string` plus the storable-text rule, checked first so a
 * NUL byte is a 400 with this message rather than a database error.
 */
export const storableString = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** A required text: trimmed, the spec's message when missing or blank, a length cap so nobody stores a novel. */
export const requiredText = (message: string, label: string, max: number) =>
  storableString(message).trim().min(1, message).max(max, `${label} must be ${max} characters or fewer`);

/** An optional text: trimmed, and null when missing or blank (never an empty string in the database). */
export const optionalText = (label: string, max: number) =>
  storableString()
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .nullish()
    .transform((v) => (v ? v : null));

import { z } from "zod";

// Spec 5: 8-4-4-4-12 hex digits, version digit 1-5, variant digit 8, 9, a or b.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID_PATTERN.test(value);

// A format string: its pattern admits no NUL byte, and a bad id keeps its own message.
// eslint-disable-next-line no-restricted-syntax
export const uuidSchema = (message = "Invalid id") => z.string().regex(UUID_PATTERN, message);

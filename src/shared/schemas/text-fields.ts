import { z } from "zod";

/** A required text: trimmed, the spec's message when missing or blank, a length cap so nobody stores a novel. */
export const requiredText = (message: string, label: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, `${label} must be ${max} characters or fewer`);

/** An optional text: trimmed, and null when missing or blank (never an empty string in the database). */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .nullish()
    .transform((v) => (v ? v : null));

import { z } from "zod";
import { storableString } from "./text-fields";

/**
 * Field rules shared by the framework schemas. Values end up in generated microsites (CSS and text), so every
 * free value is bounded and anything that lands in CSS (colours, lengths, font names) is checked by shape.
 */

export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const hexColor = (label: string) => storableString().regex(HEX_COLOR, `${label} must be a hex colour like #1A2B3C`);

/** A CSS length such as 1.5rem, 16px, 2em or 100%; nothing else can reach a stylesheet. */
export const CSS_LENGTH = /^\d{1,4}(?:\.\d{1,3})?(?:px|rem|em|%)$/;
export const cssLength = (label: string) => storableString().regex(CSS_LENGTH, `${label} must be a length like 1.5rem or 24px`);

/** Free text with a length cap and a readable message. */
export const text = (label: string, max: number) => storableString().max(max, `${label} must be ${max} characters or fewer`);

/** A short, non-blank tag (usage tags, variations, criteria...). */
export const tag = (label: string, max = 120) =>
  storableString().trim().min(1, `${label} cannot be empty`).max(max, `${label} must be ${max} characters or fewer`);

export const tagList = (label: string, maxItems = 20, maxLength = 120) =>
  z.array(tag(label, maxLength)).max(maxItems, `Up to ${maxItems} ${label.toLowerCase()} entries`);

/** Client-made ids of list items (palettes, sections...), so the builder can key and edit them. */
export const itemId = storableString().min(1, "Item id is required").max(64, "Item id is too long");

/** An integer in a range, with one message for both ends. */
export const intBetween = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/** True when every value of `items` picked by `key` appears once. */
export function isUnique<T>(items: T[], key: (item: T) => string) {
  return new Set(items.map(key)).size === items.length;
}

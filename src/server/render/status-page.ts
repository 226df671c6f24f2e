import type { PageStyle } from "../page-input/page-style";
import { defaultPageStyle, plainPageCss, plainPageCsp } from "./plain-page-style";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export { ERROR_TEXT, ERROR_TITLE, EXPIRED_TEXT, EXPIRED_TITLE, NOT_PUBLISHED_TEXT, NOT_PUBLISHED_TITLE } from "@/shared/public-site";

/**
 * A small self-contained page for the public viewer states (no script, inline style only), in the campaign
 * framework's look when the page is known, else the default framework's.
 */
export function renderStatusPage(title: string, text: string, style: PageStyle = defaultPageStyle()): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${plainPageCss(style)}</style></head><body><main><section><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></section></main></body></html>`;
}

export const STATUS_PAGE_CSP = plainPageCsp("'none'");

import type { PageStyle } from "../page-input/page-style";
import { plainPageCss, plainPageCsp } from "./plain-page-style";
import { EXPIRED_TEXT, EXPIRED_TITLE, REQUEST_LINK_BUTTON, REQUEST_LINK_SENT_TITLE, requestLinkSentText } from "@/shared/public-site";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** Who sent the page: only what the expired page may show (never the page's own content). */
export type ExpiredPageSender = {
  companyName: string | null;
  /** A served /storage path (already checked with logoSource): the framework's logo, else the brand's; or null. */
  logoUrl: string | null;
  /** The campaign framework's look (fonts, palettes, logo placement). */
  style: PageStyle;
  repName: string | null;
  repEmail: string | null;
};

/** The form posts here; a plain form post, so the request works without JavaScript. */
export type ExpiredPageOptions = { requestAction: string; sent: boolean };

/** The sender's logo once, or the company's name without one (the pages around a microsite: expired, gated). */
export function senderHeader(sender: ExpiredPageSender): string {
  return (
    sender.logoUrl || sender.companyName
      ? `<header>${
          sender.logoUrl
            ? `<img src="${escapeHtml(sender.logoUrl)}" alt="${escapeHtml(sender.companyName ?? "Logo")}" width="${sender.style.logo.width}" height="${sender.style.logo.height}">`
            : `<span class="brand">${escapeHtml(sender.companyName ?? "")}</span>`
        }</header>`
      : ""
  );
}

/** "Your contact": the rep's name and email. */
export function senderRep(sender: ExpiredPageSender): string {
  return (
    sender.repName || sender.repEmail
      ? `<dl class="rep"><dt>Your contact</dt><dd>${escapeHtml(sender.repName ?? "")}${
          sender.repEmail ? `<br><a href="mailto:${escapeHtml(sender.repEmail)}">${escapeHtml(sender.repEmail)}</a>` : ""
        }</dd></dl>`
      : ""
  );
}

/**
 * The expired page (HTTP 410): the spec's "Microsite Expired" / "This microsite has expired.", plus who sent it
 * (the logo once, or the company's name without one; the rep) and the "Request a new link" form; after a request,
 * the confirmation in its place. It wears the campaign framework's fonts and palettes, like the page it replaces.
 */
export function renderExpiredPage(sender: ExpiredPageSender, options: ExpiredPageOptions): string {
  const brand = senderHeader(sender);
  const rep = senderRep(sender);
  const action = options.sent
    ? `<p class="sent" role="status"><strong>${escapeHtml(REQUEST_LINK_SENT_TITLE)}</strong>${escapeHtml(requestLinkSentText(sender.repName))}</p>`
    : `<form method="post" action="${escapeHtml(options.requestAction)}"><button type="submit">${escapeHtml(REQUEST_LINK_BUTTON)}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(EXPIRED_TITLE)}</title><style>${plainPageCss(sender.style)}</style></head><body><main>${brand}<section><h1>${escapeHtml(EXPIRED_TITLE)}</h1><p>${escapeHtml(EXPIRED_TEXT)}</p>${rep}${action}</section></main></body></html>`;
}

/** The expired page's CSP: inline style, our own images (logo) and fonts, and its one form posting back to this host. */
export const EXPIRED_PAGE_CSP = plainPageCsp("'self'");

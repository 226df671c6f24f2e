import { EXPIRED_TEXT, EXPIRED_TITLE, REQUEST_LINK_BUTTON, REQUEST_LINK_SENT_TITLE, requestLinkSentText } from "../../shared/public-site";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** Who sent the page: only what the expired page may show (never the page's own content). */
export type ExpiredPageSender = {
  companyName: string | null;
  /** A served /storage path (already checked with logoSource), or null. */
  logoUrl: string | null;
  repName: string | null;
  repEmail: string | null;
};

/** The form posts here; a plain form post, so the request works without JavaScript. */
export type ExpiredPageOptions = { requestAction: string; sent: boolean };

// Inline only (the CSP allows inline style, our own images and a form post to this host; no script).
const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.25rem;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:linear-gradient(180deg,#f1f5f9,#e2e8f0);color:#0f172a}
main{width:100%;max-width:30rem;background:#fff;border-radius:1rem;box-shadow:0 10px 30px rgba(15,23,42,.08),0 1px 3px rgba(15,23,42,.06);overflow:hidden}
header{display:flex;align-items:center;gap:.75rem;padding:1.25rem 1.5rem;border-bottom:1px solid #e2e8f0}
header img{height:2.5rem;max-width:8rem;object-fit:contain}
.brand{font-weight:600;font-size:1rem;color:#0f172a}
section{padding:1.75rem 1.5rem 1.5rem;text-align:center}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 .5rem}
p{color:#475569;line-height:1.6;margin:0}
.rep{margin:1.5rem 0 0;padding:1rem;border-radius:.75rem;background:#f8fafc;text-align:left}
.rep dt{font-size:.75rem;text-transform:uppercase;letter-spacing:.05em;color:#64748b;margin:0 0 .25rem}
.rep dd{margin:0;font-weight:600}
.rep a{color:#4338ca;font-weight:400;text-decoration:none;word-break:break-all}
.rep a:hover{text-decoration:underline}
form{margin:1.5rem 0 0}
button{width:100%;padding:.8rem 1rem;border:0;border-radius:.6rem;background:#4338ca;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#3730a3}
button:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
.sent{margin:1.5rem 0 0;padding:.9rem 1rem;border-radius:.6rem;background:#ecfdf5;color:#065f46;text-align:left}
.sent strong{display:block;margin-bottom:.15rem}`;

/**
 * The expired page (HTTP 410): the spec's "Microsite Expired" / "This microsite has expired.", plus who sent it
 * (logo, company, rep) and the "Request a new link" form; after a request, the confirmation in its place.
 */
export function renderExpiredPage(sender: ExpiredPageSender, options: ExpiredPageOptions): string {
  const brand =
    sender.logoUrl || sender.companyName
      ? `<header>${sender.logoUrl ? `<img src="${escapeHtml(sender.logoUrl)}" alt="${escapeHtml(sender.companyName ?? "Logo")}">` : ""}${
          sender.companyName ? `<span class="brand">${escapeHtml(sender.companyName)}</span>` : ""
        }</header>`
      : "";
  const rep =
    sender.repName || sender.repEmail
      ? `<dl class="rep"><dt>Your contact</dt><dd>${escapeHtml(sender.repName ?? "")}${
          sender.repEmail ? `<br><a href="mailto:${escapeHtml(sender.repEmail)}">${escapeHtml(sender.repEmail)}</a>` : ""
        }</dd></dl>`
      : "";
  const action = options.sent
    ? `<p class="sent" role="status"><strong>${escapeHtml(REQUEST_LINK_SENT_TITLE)}</strong>${escapeHtml(requestLinkSentText(sender.repName))}</p>`
    : `<form method="post" action="${escapeHtml(options.requestAction)}"><button type="submit">${escapeHtml(REQUEST_LINK_BUTTON)}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(EXPIRED_TITLE)}</title><style>${STYLE}</style></head><body><main>${brand}<section><h1>${escapeHtml(EXPIRED_TITLE)}</h1><p>${escapeHtml(EXPIRED_TEXT)}</p>${rep}${action}</section></main></body></html>`;
}

/** The expired page's CSP: inline style, our own images (logo), and its one form posting back to this host. */
export const EXPIRED_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

import { fontFaces } from "./microsite-css";
import { readFramework } from "../page-input/framework-view";
import type { PageStyle } from "../page-input/page-style";

let defaultStyle: PageStyle | null = null;
/** The default framework's look: for a page whose campaign (or framework) nobody can tell. */
export const defaultPageStyle = (): PageStyle => (defaultStyle ??= readFramework(null).style);

/**
 * The stylesheet of the pages around a microsite (expired, not published, an error): the campaign framework's fonts
 * and palettes on a centred card, so a prospect who arrives late still sees the sender's brand, never the app's.
 * The sections palette draws the card, the CTA palette the button.
 */
export function plainPageCss(style: PageStyle): string {
  const { sections: p, cta } = style.palettes;
  const { heading, body } = style.fonts;
  const t = style.type;
  return (
    fontFaces([heading, body]) +
    `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.25rem;font-family:${body.stack};font-size:1rem;line-height:${t.body.lineHeight};font-weight:${t.body.weight};background:${p.surface};color:${p.text}}` +
    `main{width:100%;max-width:30rem;background:${p.background};border:1px solid ${p.border};border-radius:1rem;box-shadow:0 10px 30px rgba(15,23,42,.08);overflow:hidden}` +
    `header{display:flex;align-items:center;justify-content:${style.logo.align === "center" ? "center" : style.logo.align === "end" ? "flex-end" : "flex-start"};padding:1.25rem 1.5rem;border-bottom:1px solid ${p.border}}` +
    `header img{display:block;width:auto;max-width:min(${style.logo.width}px,60vw);height:auto;max-height:${Math.min(style.logo.height, 56)}px;object-fit:contain}` +
    `.brand{font-family:${heading.stack};font-weight:${t.h3.weight};font-size:1.125rem}` +
    `section{padding:1.75rem 1.5rem 1.5rem;text-align:center}` +
    `h1{font-family:${heading.stack};font-weight:${t.h1.weight};font-size:1.5rem;line-height:1.3;margin:0 0 .5rem;text-wrap:balance}` +
    `p{color:${p.muted};margin:0}` +
    `.rep{margin:1.5rem 0 0;padding:1rem;border-radius:.75rem;background:${p.surface};text-align:left}` +
    `.rep dt{font-size:.75rem;text-transform:uppercase;letter-spacing:.05em;color:${p.muted};margin:0 0 .25rem}` +
    `.rep dd{margin:0;font-weight:${t.button.weight}}.rep a{color:${p.accentText};font-weight:${t.body.weight};word-break:break-all}` +
    `form{margin:1.5rem 0 0}` +
    `button{width:100%;padding:.8rem 1rem;border:0;border-radius:.6rem;background:${cta.button};color:${cta.onButton};font:inherit;font-weight:${t.button.weight};cursor:pointer}` +
    `:focus-visible{outline:3px solid ${p.focus};outline-offset:2px}` +
    `.sent{margin:1.5rem 0 0;padding:.9rem 1rem;border-radius:.6rem;background:${p.surface};border:1px solid ${p.border};color:${p.text};text-align:left}.sent strong{display:block;margin-bottom:.15rem}`
  );
}

/** The CSP of these pages: inline style, our own images and fonts, and (expired page only) a form to this host. */
export const plainPageCsp = (formAction: "'self'" | "'none'") =>
  `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action ${formAction}; frame-ancestors 'self'`;

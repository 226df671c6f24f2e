import type { FrameworkView } from "./framework-view";
import { fontFileUrl, nearestWeight, type FontChoice } from "./fonts";

function fontFaces(font: FontChoice, weights: number[]): string {
  const unique = [...new Set(weights.map((w) => nearestWeight(font, w)))];
  return unique
    .map((w) => `@font-face{font-family:"${font.family}";src:url(${fontFileUrl(font, w)}) format("woff2");font-weight:${w};font-style:normal;font-display:swap}`)
    .join("");
}

const stack = (font: FontChoice) => `"${font.family}",system-ui,${font.generic}`;

/**
 * The page's whole stylesheet: palette roles as custom properties, the framework's two font families,
 * mobile-first rules widened at the default breakpoints (768 / 1024 px). Every interpolated value has
 * been sanitised by framework-view (colours) or comes from our own font catalogue.
 */
export function buildMicrositeCss(framework: FrameworkView): string {
  const p = framework.palette;
  const { primary, secondary } = framework.fonts;
  const content = framework.contentWidth === "full" ? "100%" : "64rem";
  const faces = primary.pkg === secondary.pkg ? fontFaces(primary, [400, 600, 700]) : fontFaces(primary, [600, 700]) + fontFaces(secondary, [400, 600]);
  return (
    faces +
    `:root{--bg:${p.background};--surface:${p.surface};--text:${p.text};--muted:${p.muted};--border:${p.border};--accent:${p.accent};--on-accent:${p.accentContrast};--focus:${p.focus};--content:${content}}` +
    `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}` +
    `body{margin:0;background:var(--bg);color:var(--text);font-family:${stack(secondary)};font-size:1rem;line-height:1.65}` +
    `h1,h2,h3{font-family:${stack(primary)};line-height:1.2;margin:0 0 .75rem;font-weight:700}` +
    `h1{font-size:2rem;letter-spacing:-.01em}h2{font-size:1.5rem}p{margin:0 0 1rem}` +
    `a{color:var(--accent)}a:focus-visible,.btn:focus-visible{outline:3px solid var(--focus);outline-offset:3px}` +
    `.skip{position:absolute;left:-999px;top:0;background:var(--surface);color:var(--text);padding:.5rem 1rem}.skip:focus{left:1rem;z-index:10}` +
    `.wrap{width:100%;max-width:var(--content);margin:0 auto;padding:0 1.25rem}` +
    `.top{border-bottom:1px solid var(--border);background:var(--bg)}.top .wrap{display:flex;align-items:center;min-height:4rem;gap:.75rem}` +
    `.logo{display:block;max-height:2.5rem;max-width:140px;width:auto;height:auto}.brand{font-family:${stack(primary)};font-weight:700;font-size:1.125rem}` +
    `.hero{background:var(--surface);padding:3rem 0 2.5rem;border-bottom:1px solid var(--border)}` +
    `.eyebrow{color:var(--muted);text-transform:uppercase;letter-spacing:.08em;font-size:.8rem;font-weight:600;margin-bottom:.5rem}` +
    `.lead{font-size:1.125rem;color:var(--muted);max-width:42rem}` +
    `.btn{display:inline-block;background:var(--accent);color:var(--on-accent);text-decoration:none;font-weight:600;padding:.8rem 1.4rem;border-radius:.5rem;margin-top:.5rem}` +
    `.btn:hover{filter:brightness(1.08)}` +
    `.intro{padding:2.5rem 0 .5rem;font-size:1.0625rem}.block{padding:2rem 0}.block:nth-of-type(even){background:var(--surface)}` +
    `.points{margin:0;padding:0;list-style:none;display:grid;gap:.75rem}` +
    `.points li{background:var(--bg);border:1px solid var(--border);border-left:4px solid var(--accent);border-radius:.5rem;padding:.75rem 1rem}` +
    `.offer{padding:2rem 0}.card{border:1px solid var(--border);border-radius:.75rem;padding:1.5rem;background:var(--surface)}` +
    `.kind{color:var(--muted);font-size:.875rem;margin-bottom:.25rem}.price{font-size:1.375rem;font-weight:700;color:var(--text);margin:.5rem 0 0}` +
    `.closing{padding:3rem 0;text-align:center;border-top:1px solid var(--border)}.closing p{max-width:40rem;margin-left:auto;margin-right:auto}` +
    `footer{border-top:1px solid var(--border);padding:2rem 0;color:var(--muted);font-size:.9rem}footer .wrap{display:grid;gap:.75rem}` +
    `footer ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem}footer a{color:var(--muted)}` +
    `@media (min-width:768px){h1{font-size:2.75rem}h2{font-size:1.75rem}.hero{padding:4.5rem 0 3.5rem}.points{grid-template-columns:repeat(2,1fr)}.block{padding:3rem 0}}` +
    `@media (min-width:1024px){h1{font-size:3rem}.points{grid-template-columns:repeat(3,1fr)}}` +
    `@media (prefers-reduced-motion:reduce){*{transition:none!important}}`
  );
}

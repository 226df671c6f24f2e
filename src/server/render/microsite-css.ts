import { fontFileUrl, type FontChoice } from "../page-input/fonts";
import type { FontFace, PageStyle, PaletteRoles, TypeLevel } from "../page-input/page-style";

const r = (n: number) => Number(n.toFixed(3)).toString();
const rem = (n: number) => `${r(n)}rem`;

/** Prose at a readable measure (≤ ~75 characters a line) whatever the content width. */
export const MEASURE = "64ch";
const SMALLEST_SCREEN = 360;

/** A size growing linearly from `min` at the smallest screen to `max` at `wide` px (clamp with rem + vw). */
function fluid(min: number, max: number, wide: number): string {
  if (max <= min) return rem(max);
  const slope = ((max - min) * 16) / (wide - SMALLEST_SCREEN);
  const intercept = (min * 16 - slope * SMALLEST_SCREEN) / 16;
  return `clamp(${rem(min)},${rem(intercept)} + ${r(slope * 100)}vw,${rem(max)})`;
}

/** The smallest a heading gets on a phone: a share of its size, never below a floor (nor above the size). */
const phoneSize = (size: number, share: number, floor: number) => Math.min(size, Math.max(floor, size * share));

/**
 * `swap`: a prospect almost always visits once, so the brand's faces must show on that first visit even when they
 * arrive late; the faces the first screen uses are preloaded so that they usually arrive before the first paint.
 */
export function fontFaces(faces: FontFace[]): string {
  const byPackage = new Map<string, { font: FontChoice; weights: Set<number> }>();
  for (const face of faces) {
    const entry = byPackage.get(face.font.pkg) ?? { font: face.font, weights: new Set<number>() };
    face.weights.forEach((w) => entry.weights.add(w));
    byPackage.set(face.font.pkg, entry);
  }
  return [...byPackage.values()]
    .flatMap(({ font, weights }) =>
      [...weights].map((w) => `@font-face{font-family:"${font.family}";src:url(${fontFileUrl(font, w)}) format("woff2");font-weight:${w};font-display:swap}`),
    )
    .join("");
}

const paletteVars = (p: PaletteRoles) =>
  `--bg:${p.background};--surface:${p.surface};--text:${p.text};--muted:${p.muted};--border:${p.border};--accent:${p.accentText};--focus:${p.focus}`;

const level = (t: TypeLevel, size = rem(t.size)) => `font-size:${size};line-height:${r(t.lineHeight)};font-weight:${t.weight}`;

/**
 * The page's whole stylesheet, from the framework's page style: palettes by usage (hero, sections, CTA), its two
 * font families, its typography levels (headings scale down on phones), spacing, grid and content width, and
 * animations only when the framework enables them and the visitor has not asked for reduced motion. Mobile first,
 * widened at the framework's tablet and desktop breakpoints. Every value was validated by the framework schema or
 * comes from our own font catalogue.
 */
export function buildMicrositeCss(style: PageStyle): string {
  const { palettes, fonts, type, spacing, logo, breakpoints } = style;
  const { tablet, desktop } = breakpoints;
  const { hero, cta } = palettes;
  const heroBg = style.heroHasOwnPalette ? hero.background : hero.surface;
  const noteBg = style.heroHasOwnPalette ? hero.surface : hero.background;
  const wrapMax = style.contentWidth === "full" ? "none" : style.grid.maxWidth;
  const wrapPad = style.contentWidth === "full" ? "clamp(1.25rem,5vw,5rem)" : `max(1.25rem,${rem(style.grid.gutter)})`;
  const heading = fonts.heading.stack;
  const section = fluid(phoneSize(spacing.section, 0.55, 2), spacing.section, desktop);
  const figure = Math.min(Math.max(type.h2.size * 1.35, 2.25), 4);
  const graphics = style.graphics
    ? // A soft wash of the hero's accent from the corners, behind the header too.
      `.hero{background-image:radial-gradient(56rem 36rem at 100% 0%,color-mix(in srgb,var(--accent) 18%,transparent),transparent 70%),radial-gradient(40rem 28rem at 0% 100%,color-mix(in srgb,var(--accent) 8%,transparent),transparent 70%)}`
    : "";
  // Motion only moves things (never fades them): content stays visible and readable wherever a timeline stands.
  const motion = style.animations
    ? `@media (prefers-reduced-motion:no-preference){.btn{transition:transform .2s ease,box-shadow .2s ease}.btn:hover{transform:translateY(-2px);box-shadow:0 8px 20px -8px var(--btn)}` +
      `@keyframes rise{from{transform:translateY(1.25rem)}}` +
      `@supports (animation-timeline:view()){.reveal .wrap{animation:rise linear both;animation-timeline:view();animation-range:entry 0% entry 60%}}}`
    : "";
  return (
    fontFaces([fonts.heading, fonts.body]) +
    `:root{${paletteVars(palettes.sections)};--btn:${cta.button};--on-btn:${cta.onButton};--space:${rem(spacing.base)};--gap:${rem(spacing.component)};--section:${section};--gutter:${rem(style.grid.gutter)};--logo-clear:${logo.clearSpace}px}` +
    `*,::before,::after{box-sizing:border-box}html{-webkit-text-size-adjust:100%}` +
    `body{margin:0;background:var(--bg);color:var(--text);font-family:${fonts.body.stack};${level(type.body)};overflow-wrap:break-word}` +
    `h1,h2,h3{font-family:${heading};margin:0 0 var(--space);text-wrap:balance}` +
    `h1{${level(type.h1, fluid(phoneSize(type.h1.size, 0.55, 1.875), type.h1.size, desktop))};letter-spacing:-.02em;max-width:22ch}` +
    `h2{${level(type.h2, fluid(phoneSize(type.h2.size, 0.72, 1.5), type.h2.size, desktop))};letter-spacing:-.01em;max-width:30ch}` +
    `h3{${level(type.h3, fluid(phoneSize(type.h3.size, 0.85, 1.125), type.h3.size, desktop))}}` +
    `p,li,dd,blockquote{max-width:${MEASURE}}p{margin:0 0 var(--space);text-wrap:pretty}ul,ol{margin:0;padding:0;list-style:none}` +
    `.cap{${level(type.caption)}}` +
    `a{color:var(--accent);text-underline-offset:.2em}:focus-visible{outline:3px solid var(--focus);outline-offset:3px}` +
    `.skip{position:absolute;left:-999px;top:.5rem;z-index:9;background:var(--bg);color:var(--text);padding:.5rem 1rem}.skip:focus{left:1rem}` +
    `.wrap{max-width:${wrapMax};margin:0 auto;padding:0 ${wrapPad}}` +
    // Hero and header: the hero palette. The header lies over the hero's band, so the band (and its graphics) runs
    // from the very top.
    `.top,.hero{${paletteVars(hero)};color:var(--text)}.hero{background-color:${heroBg}}.top{position:absolute;top:0;left:0;right:0;z-index:2}` +
    `.top .wrap{display:flex;justify-content:${logo.align === "start" ? "flex-start" : logo.align === "end" ? "flex-end" : "center"};align-items:center;gap:var(--logo-clear);padding-top:1.25rem;padding-bottom:1.25rem}` +
    `.logo{display:block;width:min(${logo.width}px,50vw);height:auto;max-height:${logo.height}px;object-fit:contain;object-position:${logo.align === "end" ? "right" : logo.align === "center" ? "center" : "left"}}` +
    `.brand{font-family:${heading};font-weight:${type.h3.weight};font-size:1.25rem;color:var(--text);text-decoration:none}` +
    `.hero{padding-top:calc(${logo.height}px + 1.25rem + max(calc(var(--section)*.6),var(--logo-clear)));padding-bottom:var(--section)}` +
    `.eyebrow{font-size:${rem(type.caption.size)};line-height:${r(type.caption.lineHeight)};font-weight:${type.button.weight};color:var(--text);letter-spacing:.06em;text-transform:uppercase;margin-bottom:calc(var(--space)*1.25)}` +
    `.lead{font-size:clamp(1.125rem,1rem + .5vw,1.3125rem);color:var(--muted);max-width:58ch;margin-bottom:calc(var(--gap)*1.25)}` +
    `.btn{display:inline-block;background:var(--btn);color:var(--on-btn);${level(type.button)};font-family:${fonts.body.stack};text-decoration:none;padding:.875em 1.5em;border-radius:.5rem}` +
    // The opening note: a card beside the headline on wide screens, below it on phones.
    `.hero-grid{display:grid;gap:calc(var(--gap)*1.5)}.hero-grid>*,.split>*{min-width:0}.note{background:${noteBg};border:1px solid var(--border);border-radius:1rem;padding:clamp(1.25rem,3vw,2rem);align-self:end}` +
    `.note p{margin:0}.note .sign{display:flex;align-items:center;gap:.75rem;margin-top:var(--gap)}.sign img,.rep img{border-radius:50%;object-fit:cover;flex:none}.sign span{display:block}` +
    // Blocks: open layouts separated by hairlines; only the offer is a card.
    `.block{padding:var(--section) 0}.block+.block{border-top:1px solid var(--border)}.block.tint{background:var(--surface);border-top-color:transparent}.tint+.block{border-top-color:transparent}` +
    `.kicker{color:var(--muted);max-width:${MEASURE}}` +
    `.split{display:grid;gap:var(--gap)}` +
    `.points{display:grid;gap:calc(var(--space)*.75);margin-top:var(--gap)}.points li{position:relative;padding-left:1.75rem}` +
    `.points li::before{content:"";position:absolute;left:0;top:.55em;width:.875rem;height:.5rem;border-left:2px solid var(--accent);border-bottom:2px solid var(--accent);transform:rotate(-45deg) translate(1px,-3px)}` +
    `.stats{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr));gap:var(--gutter);margin:calc(var(--gap)*1.5) 0}` +
    `.stats li{border-top:2px solid var(--accent);padding-top:var(--space)}` +
    `.figure{display:block;font-family:${heading};font-weight:${type.h2.weight};font-size:${fluid(Math.min(figure, 2.5), figure, desktop)};line-height:1.05;color:var(--accent);margin-bottom:.5rem;letter-spacing:-.02em}` +
    `.stats span:last-child{color:var(--muted)}` +
    `.steps{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr));gap:calc(var(--gap)*1.25) var(--gutter);margin-top:calc(var(--gap)*1.5);counter-reset:step}` +
    `.steps li{counter-increment:step}.steps li::before{content:counter(step,decimal-leading-zero);display:block;font-family:${heading};font-weight:${type.h3.weight};color:var(--accent);font-size:1.125rem;padding-bottom:.75rem;margin-bottom:1rem;border-bottom:1px solid var(--border)}` +
    `.steps p,.story>p{color:var(--muted)}.story .result{color:var(--text);font-weight:${type.button.weight}}` +
    `.stories{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,18rem),1fr));gap:calc(var(--gap)*1.5) var(--gutter);margin-top:calc(var(--gap)*1.5)}` +
    `.story{margin:0;display:flex;flex-direction:column;gap:var(--space);border-left:3px solid var(--accent);padding-left:clamp(1rem,2vw,1.5rem)}.story .figure{margin:0}` +
    `blockquote{margin:0;font-family:${heading};${level(type.h3, fluid(phoneSize(type.h3.size * 0.9, 0.9, 1.0625), type.h3.size * 0.9, desktop))}}` +
    `blockquote p{margin:0}blockquote p::before{content:"\\201C"}blockquote p::after{content:"\\201D"}` +
    `figcaption{color:var(--muted)}figcaption strong{color:var(--text);font-weight:${type.button.weight}}` +
    `.card{max-width:72rem;margin-top:calc(var(--gap)*1.5);border:1px solid var(--border);border-radius:1rem;padding:clamp(1.25rem,4vw,2.5rem);background:var(--bg);display:grid;gap:var(--gap);box-shadow:0 1px 2px rgba(15,23,42,.05),0 12px 32px -16px rgba(15,23,42,.14)}` +
    `.card h3{margin-bottom:.5rem}.price{font-family:${heading};font-weight:${type.h2.weight};font-size:${fluid(1.5, Math.max(1.75, type.h2.size * 0.85), desktop)};line-height:1.2;margin:0 0 var(--gap)}` +
    `.faq li{border-bottom:1px solid var(--border)}.faq li:first-child{border-top:1px solid var(--border)}` +
    `summary{cursor:pointer;list-style:none;display:flex;justify-content:space-between;gap:1rem;padding:1.125rem 0;font-weight:${type.button.weight}}summary::-webkit-details-marker{display:none}` +
    `summary::after{content:"+";color:var(--accent);font-size:1.25em;line-height:1}details[open] summary::after{content:"\\2013"}details p{color:var(--muted);padding-bottom:1.125rem;margin:0}` +
    // Closing: the CTA palette's accent as a band, with the rep beside the call to action.
    `.closing{--text:${cta.onButton};--muted:${cta.onButton};--accent:${cta.onButton};--focus:${cta.onButton};background:${cta.button};color:${cta.onButton};padding:var(--section) 0}` +
    `.closing .split{align-items:center;gap:calc(var(--gap)*1.5)}.closing .split>div>h2{max-width:24ch}.closing .btn{background:${cta.onButton};color:${cta.button}}` +
    `.rep{display:flex;gap:1rem;align-items:center}.rep>*{min-width:0}.rep a{overflow-wrap:anywhere}.rep p{margin:0}.rep strong{display:block;font-weight:${type.button.weight};font-size:1.0625rem}.rep ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin-top:.375rem}` +
    `footer{padding:calc(var(--section)*.6) 0;color:var(--muted);border-top:1px solid var(--border)}footer .wrap{display:grid;gap:var(--gap)}footer .wrap>div{display:grid;gap:1rem;align-content:start}footer p{margin:0}footer ul{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}footer a{color:var(--muted)}` +
    `.legal{color:var(--text)}.legal ul{display:grid;gap:.5rem}` +
    graphics +
    `@media (min-width:${tablet}px){.rep img{width:80px;height:80px}}` +
    `@media (min-width:${desktop}px){.hero-grid{grid-template-columns:minmax(0,7fr) minmax(0,5fr);column-gap:calc(var(--gutter)*2.5)}.split{grid-template-columns:minmax(0,5fr) minmax(0,7fr);column-gap:calc(var(--gutter)*2.5)}.split>:first-child h2{max-width:16ch}.card{grid-template-columns:minmax(0,3fr) minmax(0,2fr);align-items:center}.duo{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);column-gap:calc(var(--gutter)*2.5);align-items:center}.duo .points{margin:0}footer .wrap{grid-template-columns:minmax(0,5fr) minmax(0,7fr);column-gap:calc(var(--gutter)*2.5)}}` +
    motion
  );
}

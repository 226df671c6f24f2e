import { wcagContrast } from "culori";
import { describe, expect, it } from "vitest";
import type { GenerationInput } from "../page-input/generation-input";
import { frameworkLogoSource, logoSource, readFramework } from "../page-input/framework-view";
import { renderMicrositeHtml } from "./render-microsite";
import { boldFrameworkView, sampleBoldFramework, sampleBrand, sampleMicrositeContent, sampleRenderGeneration, sampleRep } from "./sample-content";
import { TRACKING_SCRIPT } from "./tracking-script";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";

const tracking = { campaignId: "c1", contactId: "k1", slug: "s1" };
const render = (generation: GenerationInput = sampleRenderGeneration(), content: MicrositeContent = sampleMicrositeContent()) =>
  renderMicrositeHtml({ generation, content, tracking, now: new Date("2026-11-23T00:00:00Z") });
const bold = (overrides: Partial<GenerationInput> = {}) => sampleRenderGeneration({ framework: boldFrameworkView(), ...overrides });
const cssOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)![1];
const cssVar = (css: string, scope: string, name: string) => new RegExp(`${scope.replace(".", "\\.")}\\{[^}]*?--${name}:(#[0-9a-f]{6})`).exec(css)?.[1];
const headings = (html: string) => [...html.matchAll(/<h([1-3])[^>]*>([^<]*)</g)].map((m) => `h${m[1]} ${m[2]}`);

describe("microsite renderer: safety and structure", () => {
  it("escapes contact, brand and writer text: it shows as text, never as markup", () => {
    const hostile = "</style><script>alert(3)</script>";
    const html = render(
      sampleRenderGeneration({
        contact: { firstName: "<script>alert(1)</script>", company: `"><img src=x onerror=alert(2)>` },
        campaign: { name: "Q3", description: "", type: "sales outreach", ctaType: "", ctaUrl: "javascript:alert(4)", featuredOfferingId: null },
        brand: sampleBrand({ companyName: "Northwind <b>Bold</b>", socialLinks: { twitter: "javascript:alert(5)" }, faqs: [{ id: "faq-1", question: hostile, answer: "<iframe>" }] }),
        rep: sampleRep({ name: "<svg onload=alert(6)>", photoUrl: "javascript:alert(7)", schedulingUrl: "javascript:alert(8)" }),
      }),
      sampleMicrositeContent({ headline: hostile, closing: { heading: "<b>x</b>", body: "y" } }),
    );
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toMatch(/<script>alert|<img src=x|<\/style><script>|<b>Bold|<b>x|<iframe>|<svg/);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).not.toContain("javascript:");
  });

  it("is one self-contained, accessible document well under 40 KB", () => {
    const html = render();
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(Buffer.byteLength(html)).toBeLessThan(40 * 1024);
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1"/>');
    for (const landmark of ["<header", '<main id="main"', "<footer", 'href="#main"']) expect(html).toContain(landmark);
    expect(html.match(/<h1/g)).toHaveLength(1);
    // Heading levels never skip (h1, then h2s, h3 only under an h2).
    const levels = headings(html).map((h) => Number(h[1]));
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
    for (const img of html.match(/<img[^>]*>/g)!) expect(img).toMatch(/ alt="[^"]*".* width="\d+" height="\d+"|width="\d+" height="\d+".* alt=/);
    expect(html).not.toMatch(/ style="/);
    expect(html).not.toMatch(/https?:\/\/fonts\.|cdn\./);
  });

  it("carries the tracking script with the ids it reports, and leaves it out for previews", () => {
    const html = render();
    expect(html).toContain('data-campaign="c1" data-contact="k1" data-slug="s1"');
    expect(html).toContain(TRACKING_SCRIPT);
    // One call to action (the closing's button) plus the rep's scheduling link: never four or five buttons.
    expect(html.match(/class="btn"/g)).toHaveLength(1);
    expect(html.match(/data-cta=""/g)).toHaveLength(2);
    expect(html).not.toContain('class="sticky"');
    const preview = renderMicrositeHtml({ generation: sampleRenderGeneration(), content: sampleMicrositeContent(), tracking: null });
    expect(preview).not.toContain("<script");
  });
});

describe("microsite renderer: the framework's rules", () => {
  it("sizes headings by the framework's typography, scaled down on phones", () => {
    const teal = cssOf(render());
    const boldCss = cssOf(render(bold()));
    const size = (css: string, tag: string) => new RegExp(`${tag}\\{font-size:clamp\\(([\\d.]+)rem,[^)]*,([\\d.]+)rem\\);line-height:([\\d.]+);font-weight:(\\d+)`).exec(css)!;
    expect(size(teal, "h1").slice(2)).toEqual(["3", "1.2", "700"]);
    expect(size(boldCss, "h1").slice(2)).toEqual(["4", "1.05", "800"]);
    expect(size(teal, "h2")[2]).toBe("2.25");
    expect(size(boldCss, "h2")[2]).toBe("2.75");
    expect(Number(size(boldCss, "h1")[1])).toBeLessThan(2.75);
    expect(teal).toContain("font-weight:400;overflow-wrap");
  });

  it("takes each palette by its usage tag: hero, sections and CTA", () => {
    const css = cssOf(render(bold()));
    expect(cssVar(css, ":root", "bg")).toBe("#ffffff");
    expect(cssVar(css, ".top,.hero", "bg")).toBe("#1e1b4b");
    expect(cssVar(css, ".top,.hero", "text")).toBe("#f8fafc");
    expect(css).toContain("--on-btn:#ffffff");
    // Orange #EA580C under white text is 3.6:1; the button deepens it just enough for AA and keeps white text.
    const button = cssVar(css, ":root", "btn")!;
    expect(button).not.toBe("#ea580c");
    expect(wcagContrast(button, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    // A single palette serves everything; the hero sits on its surface.
    const teal = cssOf(render());
    expect(cssVar(teal, ":root", "bg")).toBe("#fffdf7");
    expect(teal).toContain(".hero{background-color:#f0fdfa}");
  });

  it("writes the CTA in the palette's accent_contrast colour (white on teal, not #0F172A)", () => {
    const teal = cssOf(render());
    expect(cssVar(teal, ":root", "btn")).toBe("#0f766e");
    expect(teal).toContain("--on-btn:#ffffff");
    expect(teal).toMatch(/\.btn\{[^}]*background:var\(--btn\);color:var\(--on-btn\)/);
    const lightTeal = readFramework({
      ...sampleBoldFramework(),
      brandGuidelines: { ...(sampleBoldFramework().brandGuidelines as object), colorPalettes: [{ ...(sampleBoldFramework().brandGuidelines as { colorPalettes: object[] }).colorPalettes[0], usage: [], accent: "#14B8A6", accent_contrast: "#FFFFFF" }] },
    });
    expect(lightTeal.style.palettes.cta.onButton).toBe("#ffffff");
    expect(wcagContrast(lightTeal.style.palettes.cta.button, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps prose at a readable measure at full width and uses the grid's max width when centered", () => {
    const full = cssOf(render(bold()));
    expect(full).toContain(".wrap{max-width:none");
    const measure = /p,li,dd,blockquote\{max-width:(\d+)ch\}/.exec(full);
    expect(Number(measure![1])).toBeLessThanOrEqual(75);
    expect(cssOf(render())).toContain(".wrap{max-width:1200px");
  });

  it("animates only when the framework enables it, and never under prefers-reduced-motion", () => {
    const still = cssOf(render());
    expect(still).not.toMatch(/transition|@keyframes rise/);
    const moving = cssOf(render(bold()));
    const [outside, inside] = moving.split("@media (prefers-reduced-motion:no-preference)");
    expect(inside).toContain("@keyframes rise");
    expect(inside).toContain("transition");
    expect(outside).not.toMatch(/transition|@keyframes rise/);
  });

  it("uses the framework's spacing, fonts by usage and preloads the faces above the fold", () => {
    const html = render(bold());
    const css = cssOf(html);
    expect(css).toContain("--space:1.25rem;--gap:2rem;--section:clamp(3.3rem,");
    expect(css).toContain('h1,h2,h3{font-family:"Inter",system-ui,sans-serif');
    expect(css).toContain('body{margin:0;background:var(--bg);color:var(--text);font-family:"Source Sans Pro",system-ui,sans-serif');
    expect(new Set([...css.matchAll(/@font-face\{font-family:"([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set(["Inter", "Source Sans Pro"]));
    expect(html).toContain('<link rel="preload" href="/_fonts/inter/800.woff2" as="font" type="font/woff2" crossorigin=""/>');
    expect(html).toContain('<link rel="preload" href="/_fonts/source-sans-pro/400.woff2" as="font" type="font/woff2" crossorigin=""/>');
    expect(html).toContain('<link rel="preload" href="/_fonts/source-sans-pro/600.woff2" as="font" type="font/woff2" crossorigin=""/>');
    expect(html.match(/rel="preload" href="\/_fonts/g)).toHaveLength(3);
    expect(css).toContain('src:url(/_fonts/inter/800.woff2) format("woff2");font-weight:800;font-display:swap');
  });

  it("widens at the framework's breakpoints and places the logo as its guidelines say", () => {
    const base = sampleBoldFramework();
    const brand = base.brandGuidelines as { logoGuidelines: object };
    const framework = readFramework({
      ...base,
      brandGuidelines: { ...brand, logoGuidelines: { ...brand.logoGuidelines, placement: "Centred in the header", clearSpace: "2x logo height" } },
      layoutParameters: { ...(base.layoutParameters as object), responsiveBreakpoints: { mobile: 320, tablet: 700, desktop: 1100, "large desktop": 1600 } },
    });
    const css = cssOf(render(sampleRenderGeneration({ framework })));
    expect(css).toContain("@media (min-width:700px){");
    expect(css).toContain("@media (min-width:1100px){");
    expect(css).toContain(".top .wrap{display:flex;justify-content:center;");
    expect(css).toContain("--logo-clear:96px");
    expect(css).toContain(".logo{display:block;width:min(168px,50vw);height:auto;max-height:48px;object-fit:contain;object-position:center}");
  });

  it("draws blocks in the plan's order, whatever order the writer gave", () => {
    const html = render(bold());
    const h2s = headings(html).filter((h) => h.startsWith("h2")).map((h) => h.slice(3));
    expect(h2s).toEqual([
      "What changes for your team",
      "Approvals stall where invoices pile up",
      "Finance teams that closed faster",
      "How it works",
      "Where we would start",
      "Questions teams ask first",
      "Let&#x27;s map your approval flow together in 20 minutes.",
    ]);
  });

  it("shows the framework logo from its stored key, with the recommended width, height and alt text", () => {
    const html = render(bold());
    expect(html).toContain('<img class="logo" src="/storage/framework-logos/u1/1700000000000-a1b2c3d4e5f60718.png" alt="Ledgerline" width="168" height="48"');
    const brandOnly = render(sampleRenderGeneration());
    expect(brandOnly).toContain('src="/storage/brand-logos/u1/1700000000000-a1b2c3d4e5f60718.png"');
    const noLogo = readFramework({ ...sampleBoldFramework(), layoutParameters: { ...(sampleBoldFramework().layoutParameters as object), includeLogo: false } });
    expect(render(sampleRenderGeneration({ framework: noLogo }))).not.toContain('class="logo"');
  });

  it("prints the legal disclaimer and every mandatory element verbatim on the page", () => {
    const html = render(bold());
    const footer = html.slice(html.indexOf("<footer"));
    expect(footer).toContain("Ledgerline Inc. is not a bank. Figures are customer-reported results and not a promise of future performance.");
    expect(footer).toContain('<div class="legal"><ul><li>Ledgerline is SOC 2 Type II certified.</li>');
    expect(footer).toContain("<li>Unsubscribe: reply STOP to any email.</li>");
  });

  it("writes none of the framework's prohibited terms in its own words", () => {
    const prohibited = ["skip", "content", "prepared", "rights", "pick", "request", "contact", "social", "quick"];
    const base = sampleBoldFramework();
    const framework = readFramework({ ...base, contentConstraints: { ...(base.contentConstraints as object), prohibitedTerms: prohibited } });
    const quoteOnly = sampleMicrositeContent({ blocks: [{ kind: "offer", heading: "Where we would start", body: "Scoped to your entities.", offeringId: "off-enterprise" }] });
    const html = render(sampleRenderGeneration({ framework }), quoteOnly);
    const visible = html.replace(/<style>[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, "").replace(/<[^>]*(aria-label="([^"]*)")?[^>]*>/g, " $2 ");
    for (const term of prohibited) expect(visible).not.toMatch(new RegExp(`\\b${term}\\b`, "i"));
    expect(html).toContain("Priced by quote");
    expect(html).toContain("Book a time");
  });
});

describe("microsite renderer: blocks", () => {
  it("draws stats, numbered steps, stories with quotes, the FAQ as a list and the offer once with its price", () => {
    const content = sampleMicrositeContent();
    const html = render(sampleRenderGeneration(), { ...content, blocks: [...content.blocks, { kind: "offer", heading: "Again", body: "Twice", offeringId: "off-enterprise" }] });
    expect(html).toContain('<li><span class="figure">62%</span><span>less time spent approving invoices</span></li>');
    expect(html).toMatch(/<ol class="steps"><li><h3>Connect your ERP<\/h3>/);
    expect(html).toContain("We stopped chasing approvals. The month closes itself now.");
    expect(html).toContain("<strong>Priya Raman, Controller</strong>");
    expect(html).toContain('<ul class="faq"><li><details><summary>How long does setup take?</summary>');
    expect(html.match(/class="card"/g)).toHaveLength(1);
    expect(html).not.toContain("Twice");
    expect(html).toContain('<p class="price">$1,450 / month</p>');
  });

  it("tells a story's figure in words when the stat row already shows it, and as a big figure otherwise", () => {
    const repeated = render();
    expect(repeated).toContain('<p class="result">62% less time spent approving invoices</p>');
    const content = sampleMicrositeContent();
    const noStats = content.blocks.map((b) => (b.kind === "outcomes" ? { ...b, stats: [] } : b));
    const html = render(sampleRenderGeneration(), { ...content, blocks: noStats });
    expect(html).toContain('<p><span class="figure">62%</span>less time spent approving invoices</p>');
    expect(html).not.toContain('class="stats"');
  });

  it("leaves proof and FAQ out entirely when none of their ids resolve to the sender's data", () => {
    const html = render(sampleRenderGeneration({ brand: sampleBrand({ proofPoints: [], faqs: [] }) }));
    expect(html).not.toContain("Finance teams that closed faster");
    expect(html).not.toContain("Questions teams ask first");
    expect(html).not.toContain('class="stories"');
  });

  it("closes with the writer's sentence, the rep beside it and the campaign's CTA URL", () => {
    const html = render();
    const closing = html.slice(html.indexOf('<section class="closing"'), html.indexOf("</section>", html.indexOf('<section class="closing"')));
    expect(closing).toContain("<h2 id=\"closing\">Let&#x27;s map your approval flow together in 20 minutes.</h2>");
    expect(closing).toContain('href="https://ledgerline.example/demo" data-cta=""');
    expect(closing).toContain("<strong>Sam Okafor</strong>Account Executive");
    expect(closing).toContain('<img src="/storage/brand-logos/u1/1700000000001-0f1e2d3c4b5a6978.png" alt="" width="80" height="80"');
    expect(closing).toContain('href="mailto:sam@ledgerline.example"');
    expect(closing).toContain('<a href="https://cal.example/sam" rel="noopener noreferrer" data-cta="">Pick a time</a>');
    expect(html).toContain('<p class="eyebrow">Prepared for Dana Reyes, Acme Logistics</p>');
    expect(html.match(/class="btn"/g)).toHaveLength(1);
  });

  it("opens the rep's scheduling link when the campaign has no CTA URL, and shows no rep without one", () => {
    const noUrl = sampleRenderGeneration({ campaign: { name: "Q3", description: "", type: "sales outreach", ctaType: "", ctaUrl: "", featuredOfferingId: null } });
    expect(render(noUrl)).toContain('class="btn" href="https://cal.example/sam" data-cta=""');
    const html = render(sampleRenderGeneration({ rep: null }));
    expect(html).not.toContain('class="rep"');
    expect(html).toContain('<section class="closing" aria-labelledby="closing"><div class="wrap">');
    expect(html).not.toContain("Pick a time");
  });
});

describe("framework view", () => {
  it("reads a broken or hostile stored framework through the shared loader's defaults, readable and renderable", () => {
    const view = readFramework({
      brandGuidelines: { colorPalettes: [{ background: "#ffffff", text: "#fefefe", accent: "red;}</style><script>" }], typography: { fontCombinations: [{ primary: { family: "Comic Sans" } }] } },
      layoutParameters: { sectionTypes: "nope", contentWidth: "full", typography: { h1: { size: "calc(1px)", lineHeight: 1, weight: 700 } } },
      contentConstraints: null,
    });
    const { sections, cta } = view.style.palettes;
    expect(wcagContrast(sections.text, sections.background)).toBeGreaterThanOrEqual(4.5);
    expect(wcagContrast(sections.muted, sections.surface)).toBeGreaterThanOrEqual(4.5);
    expect(wcagContrast(cta.button, cta.onButton)).toBeGreaterThanOrEqual(4.5);
    expect(view.style.fonts.heading.font.family).toBe("Inter");
    expect(view.style.type.h1.size).toBe(3);
    expect(view.plan.map((p) => p.kind)).toEqual(["problem", "outcomes", "steps", "proof", "offer", "faq"]);
    const html = render(sampleRenderGeneration({ framework: view }));
    expect(html).not.toContain("red;}");
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it("serves logos only from our own upload buckets, in the forms the uploads route stores", () => {
    // brand_logo of a framework: the key in framework-logos; logo_url of a brand profile: the served path.
    expect(frameworkLogoSource("u1/1700000000000-a1b2c3d4e5f60718.png")).toBe("/storage/framework-logos/u1/1700000000000-a1b2c3d4e5f60718.png");
    expect(logoSource("/storage/brand-logos/u1/a.png")).toBe("/storage/brand-logos/u1/a.png");
    expect(logoSource("http://localhost:3000/storage/brand-logos/u1/a.png")).toBe("/storage/brand-logos/u1/a.png");
    expect(frameworkLogoSource("u1/../u2/a.png")).toBeNull();
    expect(logoSource("/storage/brand-logos/u1/../u2/a.png")).toBeNull();
    expect(logoSource("/storage/microsites/u1/page.html")).toBeNull();
    expect(logoSource("https://evil.example/tracker.png")).toBeNull();
    expect(logoSource("javascript:alert(1)")).toBeNull();
    expect(frameworkLogoSource("")).toBeNull();
  });
});

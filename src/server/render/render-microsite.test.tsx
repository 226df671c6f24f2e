import { describe, expect, it } from "vitest";
import { writeBuiltinContent } from "../ai/builtin/builtin-writer";
import type { GenerationInput } from "../ai/generation-input";
import { sampleFrameworkDocument } from "../test/launch-fixtures";
import { contrastRatio } from "./colors";
import { formatOfferingPrice } from "./format-price";
import { logoSource, readFramework } from "./framework-view";
import { renderMicrositeHtml } from "./render-microsite";
import { TRACKING_SCRIPT } from "./tracking-script";

const generation = (overrides: Partial<GenerationInput> = {}): GenerationInput => ({
  seed: "x",
  contact: { firstName: "<script>alert(1)</script>", company: `"><img src=x onerror=alert(2)>`, industry: "Retail", context: "</style><script>alert(3)</script>" },
  campaign: { name: "Q3", description: "", type: "product launch", ctaType: "Get Started", ctaUrl: "javascript:alert(4)" },
  framework: readFramework(sampleFrameworkDocument),
  brand: {
    companyName: "Northwind <b>Bold</b>",
    tagline: "Work, simplified.",
    mission: "",
    values: "",
    industry: "",
    idealCustomer: "",
    website: "https://northwind.example",
    contactEmail: "hello@northwind.example",
    contactPhone: "+1 555 0100",
    logoUrl: "/storage/brand-logos/u1/logo.png",
    socialLinks: { linkedin: "https://linkedin.com/company/northwind", twitter: "javascript:alert(5)" },
  },
  offerings: [{ name: "Starter Kit", type: "Product", description: "Everything to start", price: 49.5, currency: "GBP", unitType: "month", requiresQuote: false }],
  ...overrides,
});

const render = (g = generation()) =>
  renderMicrositeHtml({ generation: g, content: { ...writeBuiltinContent(g), offeringName: "Starter Kit" }, tracking: { campaignId: "c1", contactId: "k1", slug: "s1" } });

describe("microsite renderer", () => {
  it("escapes contact, brand and model text: it shows as text, never as markup", () => {
    const html = render();
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toMatch(/<script>alert|<img src=x|<\/style><script>|<b>Bold/);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain("javascript:");
  });

  it("is one self-contained, accessible document well under 40 KB", () => {
    const html = render();
    expect(html.startsWith("<!doctype html><html lang=\"en\">")).toBe(true);
    expect(Buffer.byteLength(html)).toBeLessThan(40 * 1024);
    for (const landmark of ["<header", "<main id=\"main\"", "<footer", "<h1", "aria-label=\"Social links\""]) expect(html).toContain(landmark);
    expect(html).toContain('alt="Northwind &lt;b&gt;Bold&lt;/b&gt; logo"');
    expect(html).toContain('href="#main"');
    expect(html).not.toMatch(/ style="/);
    expect(html).not.toMatch(/https?:\/\/fonts\.|cdn\./);
  });

  it("uses the framework's palette and fonts, the offering price and the brand's contact details", () => {
    const html = render();
    expect(html).toContain("--accent:#0f766e");
    expect(html).toContain("--bg:#fffdf7");
    expect(html).toContain('font-family:"Playfair Display"');
    expect(html).toContain("/_fonts/playfair-display/700.woff2");
    expect(html).toContain("/_fonts/lato/400.woff2");
    expect(html).toContain("£49.50 / month");
    expect(html).toContain('href="mailto:hello@northwind.example"');
    expect(html).toContain('href="tel:+15550100"');
    expect(html).toContain("https://linkedin.com/company/northwind");
    // The CTA falls back to the brand website when the campaign's URL is not http(s).
    expect(html).toContain('class="btn" href="https://northwind.example/" data-cta=""');
  });

  it("carries the tracking script with the ids it reports", () => {
    const html = render();
    expect(html).toContain('data-campaign="c1" data-contact="k1" data-slug="s1"');
    expect(html).toContain(TRACKING_SCRIPT);
    for (const event of ['"view"', '"click"', '"session_duration"', "sendBeacon", "pagehide", "/api/log-metric"]) expect(TRACKING_SCRIPT).toContain(event);
  });

  it("falls back to safe defaults for a framework with odd or hostile values", () => {
    const view = readFramework({
      brandGuidelines: { colorPalettes: [{ background: "#ffffff", text: "#fefefe", accent: "red;}</style><script>", focus: 42 }], typography: { fontCombinations: [{ primary: { family: "Comic Sans" } }] } },
      layoutParameters: { sectionTypes: "nope", contentWidth: "full" },
      contentConstraints: null,
    });
    expect(view.palette.accent).toBe("#4f46e5");
    expect(contrastRatio(view.palette.text, view.palette.background)!).toBeGreaterThanOrEqual(4.5);
    expect(view.fonts.primary.family).toBe("Inter");
    expect(view.sectionTypes.map((s) => s.name)).toEqual(["Challenges", "Benefits", "How It Works", "Social Proof"]);
    expect(view.contentWidth).toBe("full");
    expect(readFramework(null).tones).toEqual(["Professional & Polished"]);
  });

  it("formats prices per currency", () => {
    expect(formatOfferingPrice({ price: 1200, currency: "USD", unitType: "year", requiresQuote: false })).toBe("$1,200.00 / year");
    expect(formatOfferingPrice({ price: 50000, currency: "JPY", unitType: null, requiresQuote: false })).toBe("¥50,000");
    expect(formatOfferingPrice({ price: 10, currency: "CAD", unitType: "hour", requiresQuote: false })).toBe("CA$10.00 / hour");
    expect(formatOfferingPrice({ price: null, currency: null, unitType: null, requiresQuote: true })).toBe("Pricing on request");
  });
});

describe("logo sources", () => {
  it("accepts only our own storage paths, however they were saved", () => {
    expect(logoSource("framework-logos/u1/logo.png")).toBe("/storage/framework-logos/u1/logo.png");
    expect(logoSource("http://localhost:3000/storage/brand-logos/u1/a.png")).toBe("/storage/brand-logos/u1/a.png");
    expect(logoSource("https://evil.example/tracker.png")).toBeNull();
    expect(logoSource("/storage/../secrets")).toBeNull();
    expect(logoSource("javascript:alert(1)")).toBeNull();
    expect(logoSource("")).toBeNull();
  });
});

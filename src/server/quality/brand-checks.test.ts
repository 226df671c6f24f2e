import { describe, expect, it } from "vitest";
import { generationWithFramework, sampleGeneration, sampleHtml } from "../test/quality/page-fixtures";
import { checkOn } from "../test/quality/grade";

const legal = (disclaimer: string) => ({ regulations: [], disclaimer, requiresLegalReview: false });

describe("prohibited terms", () => {
  it("fails when a term appears anywhere in the visible text, whole word, any case", () => {
    const generation = generationWithFramework({ constraints: { prohibitedTerms: ["cheap", "world class"] } });
    const result = checkOn("prohibited-terms", { generation, html: sampleHtml({ body: "<h1>Northwind Traders</h1><p>A World-Class, CHEAP tool</p>" }) });
    expect(result).toMatchObject({ passed: false, message: "The page uses “cheap” and “world class”" });
  });

  it("checks the title and image alt text too", () => {
    const generation = generationWithFramework({ constraints: { prohibitedTerms: ["guarantee"] } });
    expect(checkOn("prohibited-terms", { generation, html: sampleHtml({ body: '<img src="/storage/a/b.png" alt="Our guarantee">' }) }).passed).toBe(false);
  });

  it("ignores the framework's own disclaimer and mandatory texts, and lowers no score for them", async () => {
    const generation = generationWithFramework({
      constraints: { prohibitedTerms: ["guarantee", "free"], legalCompliance: legal("Results vary and are not a guarantee."), mandatoryElements: ["Free cancellation any time"] },
    });
    const html = sampleHtml({ body: "<h1>Northwind Traders</h1><p>Free cancellation any time</p><small>Results vary and are not a guarantee.</small>" });
    expect(checkOn("prohibited-terms", { generation, html })).toMatchObject({ passed: true, blocker: true });
    const withTerm = sampleHtml({ body: "<h1>Northwind Traders</h1><p>Free setup.</p><small>Results vary and are not a guarantee.</small>" });
    expect(checkOn("prohibited-terms", { generation, html: withTerm })).toMatchObject({ passed: false, message: "The page uses “free”" });
  });

  it("passes on a word that merely contains a term", () => {
    const generation = generationWithFramework({ constraints: { prohibitedTerms: ["cheap"] } });
    expect(checkOn("prohibited-terms", { generation, html: sampleHtml({ body: "<p>Cheaply made? Cheapest? No.</p>" }) }).passed).toBe(true);
  });
});

describe("mandatory elements", () => {
  it("recognises a logo, contact links and literal text", () => {
    const generation = generationWithFramework({ constraints: { mandatoryElements: ["Company logo", "Contact details", "Northwind Traders"] } });
    expect(checkOn("mandatory-elements", { generation })).toMatchObject({ passed: true });
  });

  it("fails naming what is missing", () => {
    const generation = generationWithFramework({ constraints: { mandatoryElements: ["Privacy policy link", "Unsubscribe link", "Company logo"] } });
    expect(checkOn("mandatory-elements", { generation })).toMatchObject({ passed: false, message: "Missing “Privacy policy link” and “Unsubscribe link”" });
    const body = '<a href="/privacy">Privacy policy</a><a href="/u">Opt out of emails</a>';
    expect(checkOn("mandatory-elements", { generation, html: sampleHtml({ body: `<img src="/l.png" alt="Acme logo">${body}` }) }).passed).toBe(true);
  });
});

describe("disclaimer", () => {
  const generation = generationWithFramework({ constraints: { legalCompliance: legal("Results vary. Ledgerly is not a bank.") } });

  it("passes when the disclaimer's words appear in order", () => {
    expect(checkOn("disclaimer", { generation, html: sampleHtml({ body: "<p>Results  vary.</p><p>Ledgerly is not a <em>bank</em>.</p>" }) }).passed).toBe(true);
  });

  it("fails when it is missing or cut short", () => {
    expect(checkOn("disclaimer", { generation, html: sampleHtml({ body: "<p>Results vary.</p>" }) }).passed).toBe(false);
  });
});

describe("contrast", () => {
  it("fails a text/background pair under 4.5:1 and names it", () => {
    const result = checkOn("contrast", { html: sampleHtml({ css: ":root{--accent:#22c55e}.btn{background:var(--accent);color:#ffffff}" }) });
    expect(result.passed).toBe(false);
    expect(result.message).toMatch(/^Below 4.5:1: #ffffff on #22c55e \(2\.\d\d:1 in \.btn\)$/);
  });

  it("fails a palette role the renderer would draw below 4.5:1", () => {
    const generation = sampleGeneration();
    const { style } = generation.framework;
    const cta = { ...style.palettes.cta, button: "#22c55e", onButton: "#ffffff" };
    const framework = { ...generation.framework, style: { ...style, palettes: { ...style.palettes, cta } } };
    expect(checkOn("contrast", { generation: { ...generation, framework } }).message).toMatch(/^Below 4.5:1: #ffffff on #22c55e \(2\.\d\d:1 in cta button text on button\)$/);
  });

  it("passes the sample palette", () => {
    expect(checkOn("contrast").passed).toBe(true);
  });
});

describe("images resolve", () => {
  it("fails with the images storage does not have", () => {
    expect(checkOn("images-resolve", {}, ["/storage/framework-logos/u1/logo.png"])).toMatchObject({
      passed: false,
      message: "Not found in storage: /storage/framework-logos/u1/logo.png",
    });
  });

  it("passes when every image was found", () => {
    expect(checkOn("images-resolve")).toMatchObject({ passed: true, message: "1 image, all found" });
  });
});

import { describe, expect, it } from "vitest";
import { checkOn } from "../test/quality/grade";
import { sampleHtml } from "../test/quality/page-fixtures";

const withHead = (head: string) => sampleHtml().replace(/<meta name="viewport"[^>]*>/, head);

describe("responsive design", () => {
  it("needs a device-width viewport that allows zoom", () => {
    expect(checkOn("viewport").passed).toBe(true);
    expect(checkOn("viewport", { html: withHead("") })).toMatchObject({ passed: false });
    expect(checkOn("viewport", { html: withHead('<meta name="viewport" content="width=1024">') }).passed).toBe(false);
    expect(checkOn("viewport", { html: withHead('<meta name="viewport" content="width=device-width,user-scalable=no">') })).toMatchObject({
      passed: false,
      message: "The viewport stops visitors from zooming",
    });
  });

  it("fails a fixed width over 360 px in the stylesheet or an inline style", () => {
    expect(checkOn("fixed-width").passed).toBe(true);
    expect(checkOn("fixed-width", { html: sampleHtml({ css: ".card{width:480px}" }) })).toMatchObject({ passed: false, message: "Fixed widths: .card (480px)" });
    expect(checkOn("fixed-width", { html: sampleHtml({ body: '<div style="min-width:400px">x</div>' }) }).passed).toBe(false);
  });
});

describe("accessibility", () => {
  it("needs a lang attribute", () => {
    expect(checkOn("lang").passed).toBe(true);
    expect(checkOn("lang", { html: sampleHtml({ lang: "" }) }).passed).toBe(false);
  });

  it("needs exactly one h1", () => {
    expect(checkOn("single-h1").passed).toBe(true);
    expect(checkOn("single-h1", { html: sampleHtml({ body: "<h2>a</h2>" }) }).message).toBe("The page has no h1");
    expect(checkOn("single-h1", { html: sampleHtml({ body: "<h1>a</h1><h1>b</h1>" }) }).message).toBe("The page has 2 h1 headings");
  });

  it("fails a skipped heading level", () => {
    expect(checkOn("heading-order").passed).toBe(true);
    expect(checkOn("heading-order", { html: sampleHtml({ body: "<h1>a</h1><h3>b</h3>" }) })).toMatchObject({ passed: false, message: "Skipped levels: h3 “b” after h1" });
    expect(checkOn("heading-order", { html: sampleHtml({ body: "<h2>a</h2><h1>b</h1>" }) }).passed).toBe(false);
  });

  it("needs an alt attribute on every image", () => {
    expect(checkOn("image-alt").passed).toBe(true);
    expect(checkOn("image-alt", { html: sampleHtml({ body: '<img src="/storage/a/b.png">' }) })).toMatchObject({ passed: false, message: "No alt attribute: /storage/a/b.png" });
  });

  it("needs a name on every link", () => {
    expect(checkOn("link-names").passed).toBe(true);
    expect(checkOn("link-names", { html: sampleHtml({ body: '<a href="https://x.example"><span></span></a>' }) }).passed).toBe(false);
  });
});

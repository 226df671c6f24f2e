import { describe, expect, it } from "vitest";
import { decodeEntities, readPageFacts, visibleText } from "./page-facts";
import { sampleHtml } from "../test/quality/page-fixtures";

describe("readPageFacts", () => {
  const facts = readPageFacts(sampleHtml());

  it("reads the document's language, title, viewport and size", () => {
    expect(facts.lang).toBe("en");
    expect(facts.title).toBe("Close the books faster | Ledgerly");
    expect(facts.viewport).toBe("width=device-width,initial-scale=1");
    expect(facts.bytes).toBe(Buffer.byteLength(sampleHtml()));
  });

  it("collects body text with entities decoded, and no script or style text", () => {
    const text = visibleText(facts);
    expect(text).toContain("© 2026 Ledgerly & partners");
    expect(text).not.toContain("not a heading");
    expect(text).not.toContain("font-family");
    expect(text).not.toContain("Close the books faster | Ledgerly");
  });

  it("lists headings, images and links with their names", () => {
    expect(facts.headings.map((h) => `h${h.level} ${h.text}`)).toEqual([
      "h1 Close the books faster at Northwind Traders",
      "h2 Approvals stall at month end",
      "h2 What changes",
      "h2 Start with AP Autopilot",
    ]);
    expect(facts.images).toEqual([{ src: "/storage/framework-logos/u1/logo.png", alt: "Ledgerly logo" }]);
    expect(facts.links).toEqual([
      { href: "https://ledgerly.example/book", name: "Book a call" },
      { href: "mailto:hello@ledgerly.example", name: "hello@ledgerly.example" },
    ]);
  });

  it("names a link by its aria-label, else its text, else an image's alt inside it", () => {
    const links = readPageFacts(
      '<html><body><a href="/a" aria-label="Home page"><svg></svg></a><a href="/b"><img src="/x.png" alt="Logo"></a><a href="/c"> </a></body></html>',
    ).links;
    expect(links.map((l) => l.name)).toEqual(["Home page", "Logo", ""]);
  });

  it("tells an image without alt from one with an empty (decorative) alt", () => {
    const images = readPageFacts('<html><body><img src="/a.png"><img src="/b.png" alt=""></body></html>').images;
    expect(images.map((i) => i.alt)).toEqual([null, ""]);
  });

  it("keeps inline styles and the stylesheet", () => {
    const page = readPageFacts('<html><head><style>a{color:red}</style></head><body><div style="width:600px">x</div></body></html>');
    expect(page.css).toBe("a{color:red}");
    expect(page.inlineStyles).toEqual(["width:600px"]);
  });

  it("decodes named and numeric entities", () => {
    expect(decodeEntities("a &amp; b &#39;c&#x27; &lt;d&gt; &quot;e&quot;")).toBe("a & b 'c' <d> \"e\"");
  });
});

import { describe, expect, it } from "vitest";
import { inlineFixedWidth, readCssFacts } from "./css-facts";

describe("readCssFacts", () => {
  it("pairs a rule's text colour with its background, resolving custom properties", () => {
    const facts = readCssFacts(":root{--bg:#ffffff;--ink:var(--text-role);--text-role:#777777}body{background:var(--bg);color:var(--ink)}");
    expect(facts.contrastPairs).toHaveLength(1);
    expect(facts.contrastPairs[0]).toMatchObject({ selector: "body", foreground: "#777777", background: "#ffffff" });
    expect(facts.contrastPairs[0].ratio).toBeCloseTo(4.48, 2);
  });

  it("skips backgrounds that are not one colour", () => {
    expect(readCssFacts(".hero{background:linear-gradient(red,blue);color:#000}").contrastPairs).toEqual([]);
  });

  it("finds fixed widths above 360 px, except in wide-screen and print rules", () => {
    const facts = readCssFacts(".a{width:600px}.b{min-width:30rem}.c{max-width:1200px}.d{width:320px}@media (min-width:768px){.e{width:700px}}@media print{.f{width:800px}}");
    expect(facts.fixedWidths).toEqual([
      { selector: ".a", width: 600 },
      { selector: ".b", width: 480 },
    ]);
  });

  it("counts @font-face families once each", () => {
    const facts = readCssFacts('@font-face{font-family:"Lato";src:url(a)}@font-face{font-family:"Lato";font-weight:700}@font-face{font-family:Lora}');
    expect(facts.fontFamilies).toEqual(["Lato", "Lora"]);
  });
});

describe("inlineFixedWidth", () => {
  it("reports a width or min-width above 360 px", () => {
    expect(inlineFixedWidth("width: 600px; color: red")).toBe(600);
    expect(inlineFixedWidth("min-width:25rem")).toBe(400);
    expect(inlineFixedWidth("width:100%;max-width:900px")).toBeNull();
  });
});

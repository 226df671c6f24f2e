import { describe, expect, it } from "vitest";
import { checkOn } from "../test/quality/grade";
import { sampleHtml } from "../test/quality/page-fixtures";

describe("performance", () => {
  it("keeps a page within 40 KB", () => {
    expect(checkOn("page-size").passed).toBe(true);
    const heavy = sampleHtml({ body: `<h1>Northwind Traders</h1><p>${"x".repeat(41 * 1024)}</p>` });
    expect(checkOn("page-size", { html: heavy })).toMatchObject({ passed: false });
  });

  it("allows at most two web font families", () => {
    expect(checkOn("font-families")).toMatchObject({ passed: true, message: "1 web font family: Lato" });
    const css = ["Lato", "Lora", "Inter"].map((f) => `@font-face{font-family:"${f}";src:url(/_fonts/${f}.woff2)}`).join("");
    expect(checkOn("font-families", { html: sampleHtml({ css }) })).toMatchObject({ passed: false, message: "3 web font families: Lato, Lora, Inter" });
  });
});

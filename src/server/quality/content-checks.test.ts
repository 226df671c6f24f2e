import { describe, expect, it } from "vitest";
import { canonicalNumber, figuresIn } from "./figures";
import { checkOn } from "../test/quality/grade";
import { sampleContent, sampleGeneration, sampleHtml } from "../test/quality/page-fixtures";

describe("figures come from the sender's data", () => {
  it("passes figures from proof points, offering outcomes and prices, in any format", () => {
    const content = sampleContent({ subheadline: "62% less approval time, close 3 days sooner, from $1,450.00 a month" });
    expect(checkOn("figures-sourced", { content })).toMatchObject({ passed: true, message: "4 figures, all from your data" });
  });

  it("fails an invented figure and names it", () => {
    const content = sampleContent({ headline: "Cut approval time by 40% in 2 weeks" });
    expect(checkOn("figures-sourced", { content })).toMatchObject({ passed: false, message: "40 and 2 are not in your proof points, offerings or the contact's data" });
  });

  it("allows the contact's own figures", () => {
    const generation = sampleGeneration({ contact: { firstName: "Dana", company: "Northwind Traders", context: "Opening 12 new stores" } });
    const content = sampleContent({ intro: "Congratulations on the 12 new stores." });
    expect(checkOn("figures-sourced", { content, generation }).passed).toBe(true);
  });

  it("reads names with digits and years as no figures", () => {
    expect(figuresIn("B2B teams in Q3 of 2027 on G2")).toEqual([]);
    expect(figuresIn("3x faster, 1,450.00 and 62.5%")).toEqual(["3", "1,450.00", "62.5"]);
    expect(canonicalNumber("1,450.00")).toBe("1450");
  });
});

describe("prospect's name and company", () => {
  it("passes when every mention is exactly as given", () => {
    expect(checkOn("prospect-names").passed).toBe(true);
  });

  it("fails a mention in another case in the writer's copy", () => {
    const content = sampleContent({ headline: "Hello Northwind Traders", subheadline: "NORTHWIND TRADERS and dana, together." });
    expect(checkOn("prospect-names", { content })).toMatchObject({ passed: false, message: "“dana” instead of “Dana”; “NORTHWIND TRADERS” instead of “Northwind Traders”" });
  });

  it("reads the writer's copy only: the rep's email in the footer is no variant of a prospect sharing the rep's surname", () => {
    const generation = sampleGeneration({ contact: { firstName: "Ben", lastName: "Carter", company: "Northwind Traders" } });
    const html = sampleHtml().replace("</footer>", '<a href="mailto:sam.carter@ledgerly.example">sam.carter@ledgerly.example</a></footer>');
    expect(checkOn("prospect-names", { generation, html })).toMatchObject({ passed: true });
  });

  it("fails when the company does not appear at all", () => {
    expect(checkOn("prospect-names", { html: sampleHtml({ body: "<h1>Hello Dana</h1>" }) })).toMatchObject({ passed: false, message: "“Northwind Traders” does not appear" });
  });
});

describe("placeholders", () => {
  it.each([["{{company}}"], ["[First Name]"], ["TBD"], ["Lorem ipsum dolor"], ["undefined"]])("fails on %s", (token) => {
    const html = sampleHtml({ body: `<h1>Northwind Traders</h1><p>Hello ${token} there</p>` });
    expect(checkOn("no-placeholders", { html }).passed).toBe(false);
  });

  it("passes ordinary copy, including the word 'todo' in lower case", () => {
    expect(checkOn("no-placeholders", { html: sampleHtml({ body: "<p>Your to-do list [sic], shorter.</p>" }) }).passed).toBe(true);
  });
});

describe("context note stays private", () => {
  it("fails when six words of the note run on the page", () => {
    const html = sampleHtml({ body: "<p>Why we reached out: wants to speed up the monthly close before the audit.</p>" });
    expect(checkOn("context-note-private", { html })).toMatchObject({ passed: false, message: "The page repeats the private note: “wants to speed up the monthly”" });
  });

  it("passes a natural sentence drawn from the note", () => {
    const html = sampleHtml({ body: "<p>We met at SaaStr and talked about your month-end close.</p>" });
    expect(checkOn("context-note-private", { html }).passed).toBe(true);
  });
});

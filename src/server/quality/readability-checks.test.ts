import { describe, expect, it } from "vitest";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { checkOn } from "../test/quality/grade";
import { sampleContent, sampleGeneration } from "../test/quality/page-fixtures";

const withContent = (overrides: Partial<MicrositeContent>) => ({ content: sampleContent(overrides) });
const problem = (paragraphs: string[], heading = "Approvals stall at month end") => withContent({ blocks: [{ kind: "problem", heading, paragraphs, points: [] }, ...sampleContent().blocks.slice(1)] });

describe("readability gate", () => {
  it("passes readable English copy with the page's own names", () => {
    for (const id of ["readable-english", "one-script", "no-code", "whole-sentences", "no-repetition", "cta-fits"]) {
      expect(checkOn(id)).toMatchObject({ passed: true, blocker: true });
    }
  });

  it("allows the contact's and the sender's names and terms that no dictionary has", () => {
    const generation = sampleGeneration({ contact: { firstName: "Xiomara", lastName: "Vuković", company: "Zzyzx Qorvlabs", industry: "Retail" } });
    const content = sampleContent({ headline: "Xiomara, close the books faster at Zzyzx Qorvlabs", intro: "Xiomara, we put this page together for the team at Zzyzx Qorvlabs." });
    expect(checkOn("readable-english", { content, generation })).toMatchObject({ passed: true });
  });

  it("fails the issue's gibberish page, naming the words and where they are", () => {
    const gibberish = withContent({ headline: "` alternativemu", ctaLabel: "lernofollowieder" });
    expect(checkOn("readable-english", gibberish)).toMatchObject({ passed: false, blocker: true, message: expect.stringMatching(/^Not English: “alternativemu” and “lernofollowieder” \(\d of \d+ words unknown, in the headline and CTA label\)$/) });
    expect(checkOn("no-code", gibberish).message).toBe("A code character in the headline: “` alternativemu”");
    expect(checkOn("no-code", problem(["Invoices wait."], "statusException")).message).toBe("An error name in the section 1 heading: “statusException”");
    expect(checkOn("no-code", problem(["Invoices wait."], "}]untaException")).passed).toBe(false);
    expect(checkOn("one-script", problem(["Invoices wait."], "Sectionási войны")).message).toBe("“войны” in the section 1 heading is not in the Latin script of an English page");
  });

  it("fails another language written in the Latin script", () => {
    const french = withContent({
      intro: "Bonjour Dana, nous avons préparé cette page pour votre équipe financière chez Northwind Traders.",
      closing: { heading: "Parlons de votre clôture mensuelle ensemble?", body: "Choisissez un créneau qui vous convient." },
    });
    expect(checkOn("readable-english", french)).toMatchObject({ passed: false, message: expect.stringContaining("in the intro, closing heading and 1 more") });
  });

  it("fails code shapes: camelCase identifiers, stack traces, calls", () => {
    expect(checkOn("no-code", problem(["We saw getInvoiceStatus fail."])).message).toBe("An identifier in the section 1 paragraph: “getInvoiceStatus”");
    expect(checkOn("no-code", problem(["It failed at Object.run (/srv/app/index.js:12:4) again."])).passed).toBe(false);
    expect(checkOn("no-code", problem(["Call render() first."])).passed).toBe(false);
  });

  it("fails prose that stops mid-sentence, run-on sentences, fragments and overlong words", () => {
    expect(checkOn("whole-sentences", problem(["Invoices wait in inboxes while vendors"])).message).toBe("The section 1 paragraph stops mid-sentence: “…Invoices wait in inboxes while vendors”");
    const runOn = `Invoices wait ${"and wait ".repeat(30)}forever.`;
    expect(checkOn("whole-sentences", problem([runOn])).message).toMatch(/^A sentence of \d+ words in the section 1 paragraph$/);
    expect(checkOn("whole-sentences", problem(["Invoices wait. and then nothing happens."])).passed).toBe(false);
    expect(checkOn("whole-sentences", problem([`Invoices ${"a".repeat(40)} wait.`])).message).toBe("A 40-letter word in the section 1 paragraph");
  });

  it("fails word salad made of dictionary words", () => {
    expect(checkOn("readable-english", problem(["Invoices window produce silver approval garden quickly purple ledger mountain."])).message).toBe("The section 1 paragraph is a list of words, not sentences");
  });

  it("fails repeated sentences and runaway repetition", () => {
    expect(checkOn("no-repetition", withContent({ intro: "Invoices wait in inboxes while vendors call.", subheadline: "Invoices wait in inboxes while vendors call." })).message).toBe(
      "“Invoices wait in inboxes while vendors call.” appears in the subheadline and again in the intro",
    );
    expect(checkOn("no-repetition", problem(["We close the the the books."])).message).toBe("“the” three times in a row in the section 1 paragraph");
    expect(checkOn("no-repetition", problem(["We close the books, we close the books, we close the books."])).message).toBe("“we close the” over and over in the section 1 paragraph");
  });

  it("fails a CTA label that does not fit the campaign's call to action", () => {
    expect(checkOn("cta-fits").message).toBe("“Book a call” fits “Book Now”");
    expect(checkOn("cta-fits", withContent({ ctaLabel: "Download the brochure" }))).toMatchObject({ passed: false, message: "“Download the brochure” does not say “Book Now”" });
    const quote = sampleGeneration({ campaign: { ...sampleGeneration().campaign, ctaType: "Get a Quote" } });
    expect(checkOn("cta-fits", { generation: quote, content: sampleContent({ ctaLabel: "See your pricing" }) }).passed).toBe(true);
  });
});

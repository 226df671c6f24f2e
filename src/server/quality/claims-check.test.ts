import { describe, expect, it } from "vitest";
import { checkOn } from "../test/quality/grade";
import { sampleContent, sampleGeneration } from "../test/quality/page-fixtures";

const claim = (context: string, intro: string, contact: Record<string, string> = {}) =>
  checkOn("claims", { generation: sampleGeneration({ contact: { firstName: "Dana", company: "Summit Peak Credit Union", industry: "Credit union", context, ...contact } }), content: sampleContent({ intro, headline: "Close the books faster at Summit Peak Credit Union" }) });

describe("claims gate", () => {
  it("refuses the issue's false statements", () => {
    expect(claim("Evaluating Tipalti and Ramp", "I understand Summit Peak Credit Union works with Tipalti today.")).toMatchObject({
      passed: false,
      blocker: true,
      message: "“I understand Summit Peak Credit Union works with Tipalti today.” says the prospect uses Tipalti; the note does not",
    });
    expect(claim("Asked for a pilot last week", "I saw you have been trying Ledgerline AP Automation out.")).toMatchObject({
      passed: false,
      message: "“I saw you have been trying Ledgerline AP Automation out.” says the prospect is trying it; they asked for a pilot",
    });
    expect(claim("Uses Competitor X", "I understand you work with Competitor X today.")).toMatchObject({ passed: false, message: "The page prints the placeholder “Competitor X”" });
  });

  it("never prints a placeholder from the note", () => {
    expect(claim("Renewal date TBD", "Your renewal date is TBD, so there is time.")).toMatchObject({ passed: false, message: "The page prints the placeholder “TBD”" });
    expect(claim("Budget owner ??", "Who owns the budget ?? we can find out.").passed).toBe(false);
  });

  it("passes what the note says plainly", () => {
    expect(claim("Uses NetSuite, sync breaks weekly", "I understand you work with NetSuite today.").passed).toBe(true);
    expect(claim("Met at SaaStr last week", "It was good to meet at SaaStr; we met at SaaStr over coffee.").passed).toBe(true);
    expect(claim("Referred by Priya Shah from Harbor Hotels", "Priya Shah suggested I reach out.").passed).toBe(true);
    expect(claim("Just raised a Series C; hiring a controller", "Congratulations on the Series C funding.").passed).toBe(true);
    expect(claim("Contract up for renewal in March", "Your renewal comes up in March, so timing matters.").passed).toBe(true);
    expect(claim("In a pilot with our team since May", "Thanks for piloting Invoice Autopilot with us.").passed).toBe(true);
    expect(claim("", "You are trying to close the month faster.").passed).toBe(true);
  });

  it("refuses an event, referrer, funding, hiring or renewal the note does not give", () => {
    expect(claim("Asked about month-end", "Great to have met at Money20/20.").message).toBe("The page says you met at “Money20”; the note does not");
    expect(claim("Asked about month-end", "Priya Shah suggested I reach out.").message).toBe("The page says “Priya” referred them; the note does not");
    expect(claim("Asked about month-end", "Congratulations on your new funding.").passed).toBe(false);
    expect(claim("Asked about month-end", "Since you're hiring, the timing is right.").passed).toBe(false);
    expect(claim("Asked about month-end", "Your renewal is a good moment to look again.").passed).toBe(false);
  });
});

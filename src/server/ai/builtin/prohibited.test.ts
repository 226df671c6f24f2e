import { describe, expect, it } from "vitest";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { prohibitedMatcher, scrub, withoutProhibitedTerms } from "./prohibited";

describe("prohibited terms", () => {
  it("drop the sentence that names one (whole words, any case), else fall back, else cut the term", () => {
    const banned = prohibitedMatcher(["cheap", "best-in-class"]);
    expect(scrub("Fast and Cheap. Works with your ERP.", banned)).toBe("Works with your ERP.");
    expect(scrub("Cheapest price.", banned)).toBe("Cheapest price.");
    expect(scrub("Best-in-class tools.", banned, ["Good tools.", "Cheap tools."])).toBe("Good tools.");
    expect(scrub("Cheap tools", banned)).toBe("tools");
    expect(prohibitedMatcher([" ", ""])).toBeNull();
  });

  it("are taken out of a model's whole answer", () => {
    const content: MicrositeContent = {
      headline: "Cheap and fast",
      subheadline: "A guide. It is cheap.",
      intro: "Hi.",
      blocks: [{ kind: "problem", heading: "Problems", paragraphs: ["One. Cheap two."], points: ["Cheap", "Fine"] }],
      closing: { heading: "Let's talk.", body: "Soon." },
      ctaLabel: "Book",
      offeringId: null,
    };
    expect(JSON.stringify(withoutProhibitedTerms(content, ["cheap"]))).not.toMatch(/cheap/i);
    expect(withoutProhibitedTerms(content, ["cheap"]).blocks[0]).toEqual({ kind: "problem", heading: "Problems", paragraphs: ["One."], points: ["Fine"] });
  });
});

import { describe, expect, it } from "vitest";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { keepKnownReferences } from "./content-ids";
import { AP_BRAND, AP_OFFERINGS } from "../test/ai/ap-sender";
import { sampleGenerationInput } from "../test/ai/generation-input";

const input = sampleGenerationInput({ brand: AP_BRAND, offerings: AP_OFFERINGS });
const answer = (blocks: MicrositeContent["blocks"], offeringId: string | null = "o-ap"): MicrositeContent => ({
  headline: "H",
  subheadline: "S",
  intro: "I",
  blocks,
  closing: { heading: "Let's talk.", body: "B" },
  ctaLabel: "Book",
  offeringId,
});

describe("a model's answer held to the sender's data", () => {
  it("drops unknown story and FAQ ids, and the block when none is left", () => {
    const kept = keepKnownReferences(
      answer([
        { kind: "proof", heading: "Stories", storyIds: ["p-harbor", "p-invented"] },
        { kind: "faq", heading: "FAQ", faqIds: ["f-made-up"] },
      ]),
      input,
    );
    expect(kept?.blocks).toEqual([{ kind: "proof", heading: "Stories", storyIds: ["p-harbor"] }]);
  });

  it("drops an unknown offering (block and id), and the pinned offering wins", () => {
    const unknown = keepKnownReferences(answer([{ kind: "offer", heading: "Offer", body: "B", offeringId: "o-x" }, { kind: "text", heading: "T", paragraphs: ["P"] }], "o-x"), input);
    expect(unknown).toMatchObject({ offeringId: null, blocks: [{ kind: "text" }] });
    const pinned = keepKnownReferences(answer([{ kind: "offer", heading: "Offer", body: "B", offeringId: "o-ap" }]), { ...input, campaign: { ...input.campaign, featuredOfferingId: "o-onboarding" } });
    expect(pinned).toMatchObject({ offeringId: "o-onboarding", blocks: [{ offeringId: "o-onboarding" }] });
  });

  it("keeps only stats whose figures are the sender's", () => {
    const kept = keepKnownReferences(
      answer([{ kind: "outcomes", heading: "O", intro: "", stats: [{ value: "62%", label: "less time" }, { value: "85%", label: "invented" }], points: [] }]),
      input,
    );
    expect(kept?.blocks[0]).toMatchObject({ stats: [{ value: "62%", label: "less time" }] });
  });

  it("answers null when nothing real is left", () => {
    expect(keepKnownReferences(answer([{ kind: "proof", heading: "S", storyIds: ["nope"] }]), input)).toBeNull();
  });
});

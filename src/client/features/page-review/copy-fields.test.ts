import { describe, expect, it } from "vitest";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { copyFields, withCopy } from "./copy-fields";

describe("copy fields", () => {
  const content: MicrositeContent = {
    headline: "Close faster",
    subheadline: "Approvals in days",
    intro: "Hello Dana.",
    blocks: [
      { kind: "problem", heading: "Approvals stall", paragraphs: ["Invoices wait."], points: [] },
      { kind: "offer", heading: "The offer", body: "Routes invoices.", offeringId: "o-1" },
    ],
    closing: { heading: "Shall we talk?", body: "Pick a time." },
    ctaLabel: "Book a call",
    offeringId: "o-1",
  };

  it("lists the hero, each block's heading and prose, the closing and the button label in page order", () => {
    const labels = copyFields(content).map((f) => f.label);
    expect(labels.slice(0, 4)).toEqual(["Headline", "Subheadline", "Opening paragraph", "Section 1 heading"]);
    expect(labels.slice(-3)).toEqual(["Closing heading", "Closing text", "Button label"]);
    expect(copyFields(content).find((f) => f.label === "Headline")?.value).toBe(content.headline);
  });

  it("replaces one text and leaves the rest of the content as it was", () => {
    const field = copyFields(content).find((f) => f.label === "Section 1 heading")!;
    const edited = withCopy(content, field.path, "New heading");
    expect(edited.blocks[0].heading).toBe("New heading");
    expect(content.blocks[0].heading).not.toBe("New heading");
    expect({ ...edited, blocks: edited.blocks.slice(1) }).toEqual({ ...content, blocks: content.blocks.slice(1) });
  });
});

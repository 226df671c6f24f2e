import { describe, expect, it } from "vitest";
import { AP_BRAND, AP_OFFERINGS, SIX_HOTEL_CONTACTS } from "../test/ai/ap-sender";
import { sampleGenerationInput } from "../test/ai/generation-input";
import { buildPrompt, contentJsonSchema } from "./prompt";

const launch = (contact = SIX_HOTEL_CONTACTS[0], seed = "m-1") =>
  sampleGenerationInput({ seed, contact, brand: AP_BRAND, offerings: AP_OFFERINGS, campaign: { name: "Q3", description: "Book demos", type: "sales outreach", ctaType: "Book Now", ctaUrl: "", featuredOfferingId: "o-ap" } });

const keywords = (node: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(node)) node.forEach((n) => keywords(n, into));
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      into.add(k);
      keywords(v, into);
    }
  }
  return into;
};

describe("AI prompt", () => {
  it("puts the sender, framework and campaign first, byte-identical for every contact of a launch, and the contact last", () => {
    const a = buildPrompt(launch(SIX_HOTEL_CONTACTS[0], "m-1"));
    const b = buildPrompt(launch(SIX_HOTEL_CONTACTS[1], "m-2"));
    expect(a.slice(0, -1)).toEqual(b.slice(0, -1));
    expect(a.at(-1)).not.toEqual(b.at(-1));
    const shared = a.slice(0, -1).map((m) => m.content).join("\n");
    for (const contactValue of Object.values(SIX_HOTEL_CONTACTS[0])) expect(shared).not.toContain(contactValue);
    expect(a.at(-1)!.content).toContain("- Job title: VP Finance");
    expect(a.at(-1)!.content).toContain("- Role to speak to: finance (weighs cost, control and a clean audit trail)");
    expect(a.at(-1)!.content).toContain("Private note from the rep (never quote it): Met at HITEC");
  });

  it("carries the pinned offering, proof points as the only figures, FAQ, tones, prohibited terms, mandatory elements and the block plan", () => {
    const input = launch();
    const constraints = { ...input.framework.document.contentConstraints, prohibitedTerms: ["cheap"], mandatoryElements: ["Member FDIC"], toneOfVoice: [{ name: "Friendly & Approachable" as const, description: "Warm, never cute." }] };
    const prompt = buildPrompt({ ...input, framework: { ...input.framework, document: { ...input.framework.document, contentConstraints: constraints } } })
      .map((m) => m.content)
      .join("\n");
    expect(prompt).toContain("The campaign features Invoice Autopilot: set offeringId to o-ap.");
    expect(prompt).toContain("- id p-harbor: Harbor Hotels (Hospitality) — 62% less time spent approving invoices");
    expect(prompt).toContain("  - Outcome: Invoices approved in 3 days instead of 3 weeks");
    expect(prompt).toContain("- id f-erp: Does it work with our ERP?");
    expect(prompt).toContain("- Friendly & Approachable: Warm, never cute.");
    expect(prompt).toContain("- Prohibited terms (never use): cheap");
    expect(prompt).toContain("Member FDIC");
    expect(prompt).toContain("- problem: Challenges — Their likely pain (required)");
    expect(prompt).toMatch(/use ONLY the figures listed/);
  });

  it("sends a schema strict mode accepts: anyOf for the block union, enum for kinds, no length keywords", () => {
    const schema = contentJsonSchema();
    const used = keywords(schema);
    for (const refused of ["oneOf", "const", "minLength", "maxLength", "minItems", "maxItems", "$schema"]) expect(used.has(refused), refused).toBe(false);
    const blocks = (schema.properties as Record<string, { items: { anyOf: Array<{ properties: { kind: { enum: string[] } }; additionalProperties: boolean }> } }>).blocks;
    expect(blocks.items.anyOf.map((b) => b.properties.kind.enum[0])).toEqual(["problem", "outcomes", "steps", "proof", "offer", "faq", "text"]);
    expect(blocks.items.anyOf.every((b) => b.additionalProperties === false)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { micrositeContentSchema } from "../../../shared/schemas/microsite-content";
import type { GenerationInput } from "../generation-input";
import { sampleGenerationInput } from "../testing/generation-input";
import { writeBuiltinContent } from "./builtin-writer";

const base = (overrides: Partial<GenerationInput> = {}): GenerationInput =>
  sampleGenerationInput({
    contact: { firstName: "Dana", lastName: "Lee", company: "St. Mary Clinic", industry: "Healthcare", context: "Asked about scheduling at HIMSS" },
    campaign: { name: "Q3", description: "", type: "sales outreach", ctaType: "Book Now", ctaUrl: "" },
    ...overrides,
  });

const text = (input: GenerationInput) => JSON.stringify(writeBuiltinContent(input));
const words = (s: string) => new Set(s.toLowerCase().match(/[a-z]{5,}/g));

describe("built-in writer", () => {
  it("writes valid content with one section per framework section type, personalised with the contact", () => {
    const content = writeBuiltinContent(base());
    expect(micrositeContentSchema.parse(content)).toEqual(content);
    expect(content.sections.map((s) => s.type)).toEqual(["Challenges", "Benefits", "Social Proof"]);
    const all = JSON.stringify(content);
    expect(all).toContain("Dana");
    expect(all).toContain("St. Mary Clinic");
    expect(all).toContain("Asked about scheduling at HIMSS");
    expect(content.ctaLabel).toBe("Book Now");
    expect(all).not.toMatch(/lorem|ipsum/i);
  });

  it("is deterministic per microsite", () => {
    expect(text(base())).toBe(text(base()));
  });

  it("reads clearly differently for contacts in different industries", () => {
    const clinic = text(base());
    const steel = text(base({ contact: { firstName: "Sam", company: "Acme Steel", industry: "Manufacturing" } }));
    expect(clinic).toMatch(/patient|clinic/i);
    expect(steel).toMatch(/downtime|plant|supplier|quality/i);
    expect(steel).not.toMatch(/patient/i);
    // Not one template with names swapped: no talking point in common, and most longer words differ.
    const bullets = (input: GenerationInput) => writeBuiltinContent(input).sections.flatMap((s) => s.bullets);
    const clinicPoints = bullets(base());
    const steelPoints = bullets(base({ contact: { firstName: "Sam", company: "Acme Steel", industry: "Manufacturing" } }));
    expect(clinicPoints.filter((p) => steelPoints.includes(p))).toEqual([]);
    const a = words(clinic);
    const b = words(steel);
    const shared = [...a].filter((w) => b.has(w)).length;
    expect(shared / Math.min(a.size, b.size)).toBeLessThan(0.6);
  });

  it("varies between contacts of the same industry and follows campaign type and tone", () => {
    const seeds = Array.from({ length: 12 }, (_, i) => writeBuiltinContent(base({ seed: `seed-${i}` })).headline);
    expect(new Set(seeds).size).toBeGreaterThan(2);
    const event = writeBuiltinContent(base({ campaign: { ...base().campaign, type: "event follow up", ctaType: "" } }));
    expect(JSON.stringify(event)).toMatch(/connect|follow|joining|event|conversation/i);
    expect(event.ctaLabel).toBe("Continue the conversation");
    const formal = writeBuiltinContent(base({ framework: { ...base().framework, tones: ["Professional & Polished"] } }));
    expect(formal.intro).toMatch(/^Dana, thank you for taking a look\./);
  });

  it("features the offering that fits the contact, and stays within limits with huge inputs", () => {
    const offerings = [
      { name: "Retail Boost", type: "Product", description: "For retail stores", price: 99, currency: "USD", unitType: "month", requiresQuote: false },
      { name: "Clinic Suite", type: "Service", description: "Scheduling for healthcare teams", price: null, currency: null, unitType: null, requiresQuote: true },
    ];
    expect(writeBuiltinContent(base({ offerings })).offeringName).toBe("Clinic Suite");
    const huge = writeBuiltinContent(base({ contact: { firstName: "A".repeat(400), company: "B".repeat(400), industry: "C".repeat(400), context: "D".repeat(500) } }));
    expect(micrositeContentSchema.safeParse(huge).success).toBe(true);
  });

  it("reads as proper English without a brand profile, for every campaign type and section", () => {
    const sectionTypes = ["Challenges", "Benefits", "How It Works", "Social Proof", "About Us", "Pricing"].map((name, position) => ({
      name,
      description: "",
      required: true,
      maxInstances: 1,
      position,
    }));
    const types = ["sales outreach", "marketing campaign", "product launch", "event promotion", "event follow up", "retention"];
    const tones = [["Professional & Polished"], ["Friendly & Approachable"], ["Bold & Provocative"]];
    for (const type of types) {
      for (const t of tones) {
        for (let i = 0; i < 8; i++) {
          const content = writeBuiltinContent(
            base({
              seed: `grammar-${i}`,
              contact: { firstName: "Ada", company: "Analytical Engines", industry: "Software" },
              campaign: { ...base().campaign, type },
              framework: { ...base().framework, sectionTypes, tones: t },
            }),
          );
          const all = JSON.stringify(content);
          expect(all).not.toMatch(/our team team|the our team|the new our team|Engines's/);
          const openings = [content.headline, content.subheadline, content.intro, content.closing, ...content.sections.flatMap((s) => [s.heading, s.body])];
          for (const line of openings) expect(line, `${type}: ${line}`).toMatch(/^[^a-z]/);
        }
      }
    }
  });
});

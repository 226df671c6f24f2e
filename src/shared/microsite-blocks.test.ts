import { describe, expect, it } from "vitest";
import { newSectionType } from "./framework-defaults";
import { blockKindForSection, planBlocks } from "./microsite-blocks";
import type { SectionPosition } from "./framework-constants";

const section = (name: string, position: SectionPosition = "middle", required = false) => ({
  ...newSectionType(name),
  name,
  required,
  allowedPositions: [position],
});

describe("blockKindForSection", () => {
  it.each([
    ["Challenges", "problem"],
    ["Why now", "problem"],
    ["Key Benefits", "outcomes"],
    ["Results", "outcomes"],
    ["How It Works", "steps"],
    ["Event agenda", "steps"],
    ["Customer stories", "proof"],
    ["Testimonials", "proof"],
    ["Pricing", "offer"],
    ["FAQ", "faq"],
    ["Questions & answers", "faq"],
    ["About us", "text"],
  ])("%s -> %s", (name, kind) => expect(blockKindForSection(name)).toBe(kind));
});

describe("planBlocks", () => {
  it("orders by position, drops the page frame, keeps each kind once and adds the offer at the end", () => {
    const plan = planBlocks([
      section("Social Proof", "bottom"),
      section("Hero", "top", true),
      section("Benefits", "middle", true),
      section("Challenges", "top"),
      section("Results", "middle", true),
      section("Footer", "bottom"),
    ]);
    expect(plan.map((p) => [p.kind, p.sectionName])).toEqual([
      ["problem", "Challenges"],
      ["outcomes", "Benefits"],
      ["proof", "Social Proof"],
      ["offer", null],
    ]);
  });

  it("keeps the framework's own offer section where it stands", () => {
    expect(planBlocks([section("Pricing", "top"), section("Benefits")]).map((p) => p.kind)).toEqual(["offer", "outcomes"]);
  });

  it("uses the default plan when the framework lists no content sections", () => {
    expect(planBlocks([section("Hero", "top")]).map((p) => p.kind)).toEqual(["problem", "outcomes", "steps", "proof", "offer", "faq"]);
  });

  it("never plans more than eight blocks and keeps the offer among them", () => {
    const plan = planBlocks(Array.from({ length: 12 }, (_, i) => section(`Topic ${i}`)));
    expect(plan).toHaveLength(8);
    expect(plan.at(-1)?.kind).toBe("offer");
  });
});

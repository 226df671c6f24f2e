import { readFramework } from "@/server/page-input/framework-view";
import { sampleFrameworkDocument } from "@/server/render/sample-content";
import type { GenerationInput } from "@/server/page-input/generation-input";

/** A complete generation input for tests (the sample framework, no brand, no offerings), with overrides. */
export const sampleGenerationInput = (overrides: Partial<GenerationInput> = {}): GenerationInput => ({
  seed: "m-1",
  contact: { firstName: "Dana", company: "St. Mary Clinic", industry: "Healthcare", context: "Asked about scheduling" },
  campaign: { name: "Q3", description: "Book demos", type: "sales outreach", ctaType: "Book Now", ctaUrl: "https://x.example", featuredOfferingId: null },
  framework: readFramework(sampleFrameworkDocument),
  brand: null,
  offerings: [],
  rep: null,
  ...overrides,
});

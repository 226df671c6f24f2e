import type { MicrositeBlockKind } from "@/shared/schemas/microsite-content";
import { fail, listOf, pass, quoted, type QualityCheck } from "./check";

/**
 * Blocks a writer leaves out when the sender has nothing to show in them: not missing, just empty. The problem a page
 * names is the one the sender's offering addresses, and its outcomes are the offering's or a customer's: with no
 * offering (or none with outcomes, and no stories) there is nothing true to write there.
 */
const DATA_BLOCKS: Partial<Record<MicrositeBlockKind, (g: Parameters<QualityCheck["run"]>[0]["generation"]) => boolean>> = {
  problem: (g) => g.offerings.length > 0,
  outcomes: (g) => g.offerings.some((o) => o.outcomes.length > 0) || (g.brand?.proofPoints.length ?? 0) > 0,
  proof: (g) => (g.brand?.proofPoints.length ?? 0) > 0,
  faq: (g) => (g.brand?.faqs.length ?? 0) > 0,
  offer: (g) => g.offerings.length > 0,
};

export const requiredSectionsCheck: QualityCheck = {
  id: "required-sections",
  stage: "Content accuracy review",
  label: "Required sections present",
  policy: "default",
  run(page) {
    const required = page.generation.framework.plan.filter((p) => p.required && (DATA_BLOCKS[p.kind]?.(page.generation) ?? true));
    if (required.length === 0) return pass("The framework requires no sections");
    const counts = new Map<MicrositeBlockKind, number>();
    for (const block of page.content.blocks) counts.set(block.kind, (counts.get(block.kind) ?? 0) + 1);
    const missing: string[] = [];
    for (const item of required) {
      const left = counts.get(item.kind) ?? 0;
      if (left === 0) missing.push(item.sectionName ?? item.kind);
      else counts.set(item.kind, left - 1);
    }
    if (missing.length > 0) return fail(`Missing ${listOf(quoted(missing))}`);
    return pass(`All ${required.length} required section${required.length === 1 ? " is" : "s are"} on the page`);
  },
};

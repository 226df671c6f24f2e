import type { QualityReport } from "@/shared/quality";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import type { GenerationInput } from "../page-input/generation-input";
import { ACCESSIBILITY_CHECKS } from "./accessibility-checks";
import { BRAND_CHECKS } from "./brand-checks";
import type { PageUnderTest, QualityCheck } from "./check";
import { isBlockingCheck } from "./checkpoint-policy";
import { claimsCheck } from "./claims-check";
import { CONTENT_CHECKS } from "./content-checks";
import { readCssFacts } from "./css-facts";
import { readPageFacts, visibleText, type PageFacts } from "./page-facts";
import { PERFORMANCE_CHECKS } from "./performance-checks";
import { READABILITY_CHECKS } from "./readability-checks";
import { requiredSectionsCheck } from "./required-sections-check";
import type { ImageChecker } from "./stored-images";
import { wordLine } from "./words";

/** Every automated check, in the order of the framework's quality stages (spec 9). */
export const QUALITY_CHECKS: readonly QualityCheck[] = [
  ...BRAND_CHECKS,
  ...READABILITY_CHECKS,
  ...CONTENT_CHECKS,
  claimsCheck,
  requiredSectionsCheck,
  ...ACCESSIBILITY_CHECKS,
  ...PERFORMANCE_CHECKS,
];

export type GeneratedPage = { html: string; content: MicrositeContent; generation: GenerationInput };

/** The checks on a page whose missing images are already known (the synchronous core, for tests and benches). */
export function gradePage(page: GeneratedPage, facts: PageFacts, missingImages: string[]): QualityReport {
  const text = visibleText(facts);
  const subject: PageUnderTest = {
    facts,
    css: readCssFacts(facts.css),
    text,
    wordLine: wordLine([facts.title, text, ...facts.images.map((i) => i.alt ?? "")].join(" ")),
    content: page.content,
    generation: page.generation,
    missingImages,
  };
  const checkpoints = page.generation.framework.document.flexibilityBoundaries.qualityCheckpoints;
  const checks = QUALITY_CHECKS.map((check) => ({
    id: check.id,
    stage: check.stage,
    label: check.label,
    blocker: isBlockingCheck(checkpoints, check),
    alwaysBlocks: check.policy === "always",
    ...check.run(subject),
  }));
  const passed = checks.filter((c) => c.passed).length;
  return { score: Math.round((100 * passed) / checks.length), checks };
}

/** Runs every quality gate on one generated page (issue 10 item 6). */
export async function runQualityGates(page: GeneratedPage, images: ImageChecker): Promise<QualityReport> {
  const facts = readPageFacts(page.html);
  return gradePage(page, facts, await images.missing(facts.images));
}

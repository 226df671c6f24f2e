import type { MicrositeStatus } from "./microsite-status";
import type { QualityReport } from "./schemas/microsite-answers";

/**
 * One check's result, an admin's override, and the gates' verdict on one page (a score 0–100 and every check), as stored
 * in campaign_microsites.quality and answered by the API: their schemas are the API document's.
 */
export type { QualityCheckResult, QualityOverride, QualityReport } from "./schemas/microsite-answers";

export const failedBlockers = (report: QualityReport) => report.checks.filter((c) => c.blocker && !c.passed);
export const failedWarnings = (report: QualityReport) => report.checks.filter((c) => !c.blocker && !c.passed);

/** A page's failing checks an admin may publish past, and those only an edit can fix. */
export const overridableFailures = (report: QualityReport) => report.checks.filter((c) => !c.passed && !c.alwaysBlocks);
export const unoverridableFailures = (report: QualityReport) => report.checks.filter((c) => !c.passed && c.alwaysBlocks);

/** The reason a page is held: each failing blocker's label and message, in one line for the error column. */
export const blockerReason = (report: QualityReport) =>
  `Quality check failed: ${failedBlockers(report)
    .map((c) => `${c.label}: ${c.message}`)
    .join("; ")}`;

/** A score's tone for badges: 90+ good, 70+ fair, below that poor. */
export function qualityTone(score: number): "success" | "warning" | "danger" {
  if (score >= 90) return "success";
  return score >= 70 ? "warning" : "danger";
}

/**
 * A page failed when its generation ended in error (a blocking check held it, or the writer failed) or a blocking
 * check failed (unless an admin published it anyway): its score says how many checks passed, not that the page is
 * fine, so it never shows green.
 */
export const isFailedPage = (status: MicrositeStatus | null, report?: QualityReport | null) =>
  status === "error" || (!!report && !report.override && failedBlockers(report).length > 0);

export type QualityBadge = { tone: "success" | "warning" | "danger"; text: string; label: string };

/** What a page's quality badge shows: its score in the score's tone, or "Failed" in red for a failed page. */
export function qualityBadge(score: number, failed: boolean): QualityBadge {
  if (failed) return { tone: "danger", text: "Failed", label: `Page failed: quality score ${score} of 100` };
  return { tone: qualityTone(score), text: String(score), label: `Quality score ${score} of 100` };
}

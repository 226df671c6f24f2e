import type { QualityStage } from "./framework-constants";

/** One automated quality check's result on one page (issue 10 item 6), as stored in campaign_microsites.quality. */
export type QualityCheckResult = {
  id: string;
  stage: QualityStage;
  label: string;
  passed: boolean;
  /** The framework marks the check's stage as a blocker: a failure holds the page back. */
  blocker: boolean;
  /** What was found: why it failed, or what passed ("3 figures, all from your data"). */
  message: string;
};

/** The gates' verdict on one page: a score 0–100 (share of checks passed) and every check. */
export type QualityReport = { score: number; checks: QualityCheckResult[] };

export const failedBlockers = (report: QualityReport) => report.checks.filter((c) => c.blocker && !c.passed);
export const failedWarnings = (report: QualityReport) => report.checks.filter((c) => !c.blocker && !c.passed);

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

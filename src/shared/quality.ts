import type { QualityStage } from "./framework-constants";
import type { MicrositeStatus } from "./microsite-status";

/** One automated quality check's result on one page (issue 10 item 6), as stored in campaign_microsites.quality. */
export type QualityCheckResult = {
  id: string;
  stage: QualityStage;
  label: string;
  passed: boolean;
  /** The framework marks the check's stage as a blocker: a failure holds the page back. */
  blocker: boolean;
  /**
   * No framework and no admin can let a failure through (readability: a page no prospect could read): only an edit
   * fixes it. Absent on reports written before issue 24, whose checks the server reads from its own registry.
   */
  alwaysBlocks?: boolean;
  /** What was found: why it failed, or what passed ("3 figures, all from your data"). */
  message: string;
};

/** An admin published a held page past its failing checks (issue 24 item 4): who, when, why, and which checks. */
export type QualityOverride = { by: { id: string; name: string }; at: string; reason: string; checks: Array<{ id: string; label: string }> };

/** The gates' verdict on one page: a score 0–100 (share of checks passed) and every check; `override` once published anyway. */
export type QualityReport = { score: number; checks: QualityCheckResult[]; override?: QualityOverride };

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

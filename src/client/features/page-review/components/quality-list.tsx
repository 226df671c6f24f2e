import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import { QUALITY_STAGES } from "../../../../shared/framework-constants";
import type { QualityCheckResult, QualityReport } from "../../../../shared/quality";
import { QualityScoreBadge } from "./quality-score-badge";

function CheckIcon({ check }: { check: QualityCheckResult }) {
  if (check.passed) return <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-label="Passed" />;
  if (check.blocker) return <XCircle className="size-4 shrink-0 text-red-600" aria-label="Failed, blocks publishing" />;
  return <AlertTriangle className="size-4 shrink-0 text-amber-600" aria-label="Warning" />;
}

/** A page's quality report: its score, then every check by stage with what was found (`wide`: stages in columns). */
export function QualityList({ report, wide = false }: { report: QualityReport; wide?: boolean }) {
  const failed = report.checks.filter((c) => !c.passed);
  const blockers = failed.filter((c) => c.blocker).length;
  return (
    <section aria-label="Quality checks" data-testid="quality-list" className="space-y-4">
      <div className="flex items-center gap-3">
        <QualityScoreBadge score={report.score} failed={blockers > 0} />
        <p className="text-sm text-slate-600">
          {failed.length === 0
            ? "Every check passed."
            : `${failed.length} of ${report.checks.length} checks failed${blockers ? `, ${blockers} blocking publication` : ", as warnings"}.`}
        </p>
      </div>
      <div className={wide ? "gap-6 space-y-4 md:columns-2 xl:columns-3 [&>div]:break-inside-avoid" : "space-y-4"}>
      {QUALITY_STAGES.map((stage) => {
        const checks = report.checks.filter((c) => c.stage === stage);
        if (checks.length === 0) return null;
        return (
          <div key={stage}>
            <h4 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">{stage}</h4>
            <ul className="space-y-1.5">
              {checks.map((check) => (
                <li key={check.id} data-testid="quality-check" data-passed={check.passed} className="flex items-start gap-2 text-sm">
                  <span className="mt-0.5">
                    <CheckIcon check={check} />
                  </span>
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{check.label}</span>
                    <span className="block text-xs break-words text-slate-500">{check.message}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      </div>
    </section>
  );
}

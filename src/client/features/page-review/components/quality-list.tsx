import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import { QUALITY_STAGES } from "@/shared/framework-constants";
import { isFailedPage, type QualityCheckResult, type QualityOverride, type QualityReport } from "@/shared/quality";
import { QualityScoreBadge } from "./quality-score-badge";

function CheckIcon({ check }: { check: QualityCheckResult }) {
  if (check.passed) return <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-label="Passed" />;
  if (check.blocker) return <XCircle className="size-4 shrink-0 text-red-600" aria-label="Failed, blocks publishing" />;
  return <AlertTriangle className="size-4 shrink-0 text-amber-600" aria-label="Warning" />;
}

const overrideDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** An admin's "Publish anyway": who, when, past which checks, and why, on the report for everyone who opens it. */
function OverrideNote({ override }: { override: QualityOverride }) {
  const checks = override.checks.map((c) => c.label).join(", ");
  return (
    <div data-testid="quality-override" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium">
        Published anyway by {override.by.name} on {overrideDate.format(new Date(override.at))}
        {checks ? `, past ${checks}` : ""}
      </p>
      <p className="mt-1 break-words">Reason: {override.reason}</p>
    </div>
  );
}

/** A page's quality report: its score, then every check by stage with what was found (`wide`: stages in columns). */
export function QualityList({ report, wide = false }: { report: QualityReport; wide?: boolean }) {
  const failed = report.checks.filter((c) => !c.passed);
  const blockers = failed.filter((c) => c.blocker).length;
  return (
    <section aria-label="Quality checks" data-testid="quality-list" className="space-y-4">
      <div className="flex items-center gap-3">
        <QualityScoreBadge score={report.score} failed={isFailedPage(null, report)} />
        <p className="text-sm text-slate-600">
          {failed.length === 0
            ? "Every check passed."
            : `${failed.length} of ${report.checks.length} checks failed${!blockers ? ", as warnings" : report.override ? ", published anyway" : `, ${blockers} blocking publication`}.`}
        </p>
      </div>
      {report.override ? <OverrideNote override={report.override} /> : null}
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

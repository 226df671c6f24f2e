import { isFailedPage, type QualityReport } from "@/shared/quality";
import { QualityDialog } from "./quality-dialog";
import { QualityList } from "./quality-list";

/** A quality report already at hand (the approvals queue): its score ("Failed" if a blocker failed), and the checks a click away. */
export function QualityReportCell({ name, report }: { name: string; report: QualityReport | null }) {
  if (!report) return <span className="text-sm text-slate-400">No checks</span>;
  return (
    <QualityDialog name={name} score={report.score} failed={isFailedPage(null, report)}>
      <QualityList report={report} />
    </QualityDialog>
  );
}

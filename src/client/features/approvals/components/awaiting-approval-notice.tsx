import { ClipboardCheck } from "lucide-react";
import { Link } from "react-router";
import { awaitingYourApprovalText } from "../awaiting-text";

/** The admin's dashboard: pages of the team waiting for review, linking to the queue (nothing when none wait). */
export function AwaitingApprovalNotice({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Link
      to="/approvals"
      className="flex items-center gap-3 rounded-xl border border-amber-200 bg-amber-50/60 px-4 py-3 text-sm font-medium text-amber-900 hover:bg-amber-50"
      data-testid="awaiting-approval-notice"
    >
      <ClipboardCheck className="size-5 shrink-0 text-amber-600" aria-hidden />
      {awaitingYourApprovalText(count)}
    </Link>
  );
}

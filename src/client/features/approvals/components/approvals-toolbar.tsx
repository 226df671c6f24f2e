import { Check, CheckCheck, ShieldOff, X } from "lucide-react";
import { Button } from "@/client/components/ui/button";

type Props = { selectedCount: number; total: number; busy: boolean; onApproveSelected: () => void; onApproveAll: () => void; onClearReview: () => void; onReject: () => void };

/**
 * The queue's actions: approve the ticked pages or every page, approve the ticked ones and stop reviewing them, or
 * reject the ticked ones (with a comment).
 */
export function ApprovalsToolbar({ selectedCount, total, busy, onApproveSelected, onApproveAll, onClearReview, onReject }: Props) {
  const none = selectedCount === 0;
  return (
    <div className="sticky top-16 z-20 -mx-4 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:bg-white sm:px-4 sm:shadow-sm">
      <p className="mr-auto text-sm text-slate-600" data-testid="approval-selection">
        {none ? `${total} awaiting approval` : `${selectedCount} of ${total} selected`}
      </p>
      <Button variant="danger-ghost" size="sm" disabled={busy || none} onClick={onReject}>
        <X aria-hidden /> Reject
      </Button>
      <Button variant="secondary" size="sm" disabled={busy || none} onClick={onClearReview}>
        <ShieldOff aria-hidden /> Approve and clear review
      </Button>
      <Button variant="secondary" size="sm" disabled={busy || none} onClick={onApproveSelected}>
        <Check aria-hidden /> Approve selected
      </Button>
      <Button size="sm" disabled={busy || total === 0} onClick={onApproveAll}>
        <CheckCheck aria-hidden /> Approve all
      </Button>
    </div>
  );
}

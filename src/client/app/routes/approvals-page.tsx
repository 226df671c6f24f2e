import { ClipboardCheck } from "lucide-react";
import { useMemo, useState } from "react";
import { EmptyState, ErrorBanner, PageHeader } from "@/client/components/ui/feedback";
import { ListSkeleton } from "@/client/components/ui/skeleton";
import { useApprovals } from "@/client/features/approvals/api/get-approvals";
import { useApprovePages, useClearReview, useRejectPages } from "@/client/features/approvals/api/review-pages";
import { approvedText, clearedText, clearReviewConfirm, pagesText, rejectedText } from "@/client/features/approvals/approval-text";
import { ApprovalGroupCard } from "@/client/features/approvals/components/approval-group-card";
import { ApprovalsToolbar } from "@/client/features/approvals/components/approvals-toolbar";
import { PagePreviewDialog } from "@/client/features/approvals/components/page-preview-dialog";
import { RejectDialog } from "@/client/features/approvals/components/reject-dialog";
import type { ApprovalPage } from "@/client/features/approvals/api/get-approvals";
import { usePageSelection } from "@/client/features/approvals/use-page-selection";
import { QualityReportCell } from "@/client/features/page-review/components/quality-report-cell";
import { toast } from "@/client/lib/toast-store";

/** /approvals (admins): pages held for review, grouped by campaign, with their previews and quality checks. */
export function ApprovalsPage() {
  const approvals = useApprovals();
  const approve = useApprovePages();
  const reject = useRejectPages();
  const clearReview = useClearReview();
  const [rejecting, setRejecting] = useState(false);
  const [previewing, setPreviewing] = useState<ApprovalPage | null>(null);
  const groups = useMemo(() => approvals.data ?? [], [approvals.data]);
  const allIds = useMemo(() => groups.flatMap((g) => g.pages.map((p) => p.microsite_id)), [groups]);
  const { selected, select, clear } = usePageSelection(allIds);

  const approveIds = async (ids: string[]) => {
    try {
      const { approved } = await approve.mutateAsync(ids);
      clear();
      toast.success(approvedText(approved));
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const approveAll = async () => {
    if (await toast.confirm(`Approve and publish all ${pagesText(allIds.length)}?`)) await approveIds(allIds);
  };

  const clearSelected = async () => {
    if (!(await toast.confirm(clearReviewConfirm(selected.size)))) return;
    try {
      const answer = await clearReview.mutateAsync([...selected]);
      clear();
      toast.success(clearedText(answer));
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const rejectSelected = async (comment: string) => {
    try {
      const { rejected } = await reject.mutateAsync({ micrositeIds: [...selected], comment });
      clear();
      setRejecting(false);
      toast.success(rejectedText(rejected));
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader title="Awaiting approval" description="Pages your frameworks hold for review before they go live. Approve to publish them, or reject with a comment for the rep." />
      {approvals.isError ? <ErrorBanner message={`Error loading approvals: ${approvals.error.message}`} onRetry={() => approvals.refetch()} /> : null}
      {approvals.isPending ? <ListSkeleton variant="table" rows={4} /> : null}
      {approvals.data && groups.length === 0 ? <EmptyState icon={ClipboardCheck} title="Nothing is awaiting approval." description="Pages held for review show up here, grouped by campaign." /> : null}
      {groups.length ? (
        <>
          <ApprovalsToolbar
            selectedCount={selected.size}
            total={allIds.length}
            busy={approve.isPending || reject.isPending || clearReview.isPending}
            onApproveSelected={() => void approveIds([...selected])}
            onApproveAll={() => void approveAll()}
            onClearReview={() => void clearSelected()}
            onReject={() => setRejecting(true)}
          />
          {groups.map((group) => (
            <ApprovalGroupCard
              key={group.campaign_id}
              group={group}
              selected={selected}
              onSelect={select}
              quality={(page) => <QualityReportCell name={page.contact_name || page.email} report={page.quality} />}
              onPreview={setPreviewing}
            />
          ))}
        </>
      ) : null}
      {previewing ? (
        <PagePreviewDialog
          page={previewing}
          busy={approve.isPending}
          onApprove={() => void approveIds([previewing.microsite_id]).then(() => setPreviewing(null))}
          onClose={() => setPreviewing(null)}
        />
      ) : null}
      {rejecting ? <RejectDialog count={selected.size} busy={reject.isPending} onReject={rejectSelected} onClose={() => setRejecting(false)} /> : null}
    </div>
  );
}

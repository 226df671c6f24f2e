import { useQuery } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { Button } from "@/client/components/ui/button";
import { DialogPanel } from "@/client/components/ui/dialog-panel";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Spinner } from "@/client/components/ui/spinner";
import { getPreviewUrl, PREVIEW_FAILED } from "@/client/features/launch/api/open-preview";
import type { ApprovalPage } from "../api/get-approvals";

type Props = { page: ApprovalPage; busy: boolean; onApprove: () => void; onClose: () => void };

/**
 * The page under review, inside the queue (issue 23 item 7): the owner's uncounted preview in a frame, so an admin
 * reads page after page without a tab for each. For a live page's edit it shows the waiting version.
 */
export function PagePreviewDialog({ page, busy, onApprove, onClose }: Props) {
  const name = page.contact_name || page.email;
  // A preview link works 10 minutes: fetched fresh each time the dialog opens, never cached.
  const link = useQuery({ queryKey: ["approvals", "preview", page.microsite_id], queryFn: () => getPreviewUrl(page.microsite_id), gcTime: 0, staleTime: 0, retry: false });
  const description = page.kind === "edit" ? "A new version of a live page: the prospect sees the approved one until you approve this." : "Not public yet: it goes live when you approve it.";
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogPanel title={`${name}'s page`} description={description} className="h-[90vh] max-w-5xl">
        <div className="flex min-h-0 flex-1 flex-col gap-3 p-5">
          {link.isError ? <ErrorBanner message={PREVIEW_FAILED} onRetry={() => link.refetch()} /> : null}
          {link.isPending ? (
            <div className="grid flex-1 place-items-center">
              <Spinner />
            </div>
          ) : null}
          {link.data ? (
            <iframe
              title={`Preview of ${name}'s page`}
              src={link.data.url}
              // No scripts in a reviewed page's frame; same origin so its fonts and images load.
              sandbox="allow-same-origin"
              className="min-h-0 w-full flex-1 rounded-lg border border-slate-200"
              data-testid="approval-preview-frame"
            />
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={onApprove} disabled={busy}>
              {busy ? "Approving..." : "Approve this page"}
            </Button>
          </div>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}

import { Dialog } from "radix-ui";
import { Button } from "@/client/components/ui/button";
import { DialogPanel } from "@/client/components/ui/dialog-panel";
import { ErrorBanner } from "@/client/components/ui/feedback";
import type { WorkspaceMember } from "../api/get-workspace";

type Props = {
  /** The member to remove, or null when the dialog is closed. */
  member: WorkspaceMember | null;
  /** The caller removing themselves: the dialog says "leave". */
  leaving: boolean;
  workspaceName: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Confirms a removal or a leave, and says where the person's campaigns go (the server hands them over). */
export function RemoveMemberDialog({ member, leaving, workspaceName, busy, error, onConfirm, onClose }: Props) {
  const name = member ? member.name || member.email : "";
  const title = leaving ? `Leave ${workspaceName}?` : `Remove ${name}?`;
  const description = leaving
    ? "You lose access to this workspace. Your campaigns, contacts and pages stay in it, handed over to an admin."
    : `${name} loses access to ${workspaceName}. Their campaigns, contacts and pages are reassigned to you.`;
  return (
    <Dialog.Root open={!!member} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogPanel title={title} description={description} className="max-w-md">
        <div className="space-y-4 p-5">
          {error ? <ErrorBanner message={error} /> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={onConfirm} disabled={busy}>
              {busy ? (leaving ? "Leaving..." : "Removing...") : leaving ? "Leave workspace" : "Remove member"}
            </Button>
          </div>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}

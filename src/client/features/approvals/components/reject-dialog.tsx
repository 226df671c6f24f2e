import { Dialog } from "radix-ui";
import { useState } from "react";
import { rejectSchema } from "@/shared/approval";
import { Button } from "@/client/components/ui/button";
import { DialogPanel } from "@/client/components/ui/dialog-panel";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Field, Textarea } from "@/client/components/ui/input";
import { pagesText } from "../approval-text";

type Props = { count: number; busy: boolean; onReject: (comment: string) => Promise<string | null>; onClose: () => void };

/** Rejecting always says why: the comment is required and shown to the rep next to each rejected page. */
export function RejectDialog({ count, busy, onReject, onClose }: Props) {
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = rejectSchema.shape.comment.safeParse(comment);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    setServerError(await onReject(parsed.data));
  };

  // Mounted only while open, so each rejection starts from an empty comment.
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogPanel title={`Reject ${pagesText(count)}`} description="They stay unpublished. The rep sees your comment next to each page." className="max-w-lg">
        <form onSubmit={submit} noValidate className="space-y-4 p-5">
          {serverError ? <ErrorBanner message={serverError} /> : null}
          <Field label="Comment for the rep" htmlFor="review-comment" error={error} hint="Required. Say what to change: the rep sees it next to each page.">
            <Textarea id="review-comment" rows={4} aria-invalid={!!error} value={comment} onChange={(e) => {
                setComment(e.target.value);
                setError(null);
              }} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? "Rejecting..." : "Reject"}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}

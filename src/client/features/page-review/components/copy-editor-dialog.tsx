import { useQuery } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { APPROVAL_NOTICES } from "@/shared/approval";
import { blockerReason } from "@/shared/quality";
import { micrositeContentSchema, type MicrositeContent } from "@/shared/schemas/microsite-content";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { DialogPanel } from "@/client/components/ui/dialog-panel";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Field, Input, Textarea } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { loadErrorMessage } from "@/client/lib/api";
import { copyFields, withCopy } from "../copy-fields";
import { previewMicrositeEdit, useEditMicrositeContent } from "../api/edit-microsite-content";
import { useMicrositeContent } from "../api/get-microsite-content";
import { PageFrames } from "./page-frames";
import { QualityList } from "./quality-list";

const PREVIEW_DELAY_MS = 600;

/** The content after the rep stopped typing for a moment, so the live preview is not re-rendered per keystroke. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

type EditorProps = { micrositeId: string; initial: MicrositeContent; submitsForApproval: boolean; campaignQueryKey: readonly unknown[]; onDone: () => void };

function CopyEditor({ micrositeId, initial, submitsForApproval, campaignQueryKey, onDone }: EditorProps) {
  const [content, setContent] = useState(initial);
  const settled = useSettled(content, PREVIEW_DELAY_MS);
  const check = micrositeContentSchema.safeParse(settled);
  const preview = useQuery({
    queryKey: ["microsites", micrositeId, "edit-preview", settled],
    queryFn: () => previewMicrositeEdit(micrositeId, settled),
    enabled: check.success,
    placeholderData: (previous) => previous,
    retry: false,
  });
  const save = useEditMicrositeContent(micrositeId, campaignQueryKey);
  const invalid = micrositeContentSchema.safeParse(content);

  const [stillHeld, setStillHeld] = useState<string | null>(null);

  async function handleSave() {
    try {
      const saved = await save.mutateAsync(content);
      // Saved, but its checks still hold it: the editor stays open on the new reasons.
      if (saved.held && saved.quality) return setStillHeld(`Saved, still held. ${blockerReason(saved.quality)}`);
      toast.success(saved.awaiting_approval ? APPROVAL_NOTICES.editAwaiting : APPROVAL_NOTICES.editPublished);
      onDone();
    } catch (error) {
      toast.error(loadErrorMessage(error, "Failed to save the page. Please try again."));
    }
  }

  return (
    <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto p-5 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <form
        className="space-y-4"
        aria-label="Page copy"
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        {copyFields(content).map((field) => {
          const id = `copy-${field.path.join("-")}`;
          const change = (value: string) => setContent((current) => withCopy(current, field.path, value));
          return (
            <Field key={id} label={field.label} htmlFor={id}>
              {field.multiline ? (
                <Textarea id={id} rows={3} value={field.value} onChange={(e) => change(e.target.value)} />
              ) : (
                <Input id={id} value={field.value} onChange={(e) => change(e.target.value)} />
              )}
            </Field>
          );
        })}
        {!invalid.success ? <ErrorBanner message={invalid.error.issues[0]?.message ?? "Some text is missing or too long"} /> : null}
        {save.isError ? <ErrorBanner message={loadErrorMessage(save.error, "Failed to save the page. Please try again.")} /> : null}
        {/* Beside the buttons, so a phone shows why the page is still held wherever the rep scrolled to. */}
        <div className="sticky bottom-0 space-y-2 bg-white py-3">
          {stillHeld && !save.isPending ? <ErrorBanner message={stillHeld} /> : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" disabled={!invalid.success || save.isPending}>
              {save.isPending ? "Saving…" : submitsForApproval ? "Save and submit for approval" : "Save and publish"}
            </Button>
          </div>
        </div>
      </form>
      <div className="min-w-0 space-y-4" aria-busy={preview.isFetching}>
        {preview.isError ? <ErrorBanner message={loadErrorMessage(preview.error, "Failed to load the preview")} /> : null}
        {preview.data ? (
          <>
            <PageFrames html={preview.data.html} label="Edited page" stacked />
            <QualityList report={preview.data.quality} />
          </>
        ) : (
          <Spinner className="py-16" label="Rendering the preview…" />
        )}
      </div>
    </div>
  );
}

/** What saving does, said before the rep saves (issue 23 item 7: every message true). */
function editorDescription(name: string, page: { held: boolean; submits_for_approval: boolean } | undefined): string {
  if (page?.held) {
    const then = page.submits_for_approval ? "it goes to an admin for approval" : "it is published at its link";
    return `${name}'s page is held by its quality checks. Saving checks it again: once every blocking check passes, ${then}.`;
  }
  if (page?.submits_for_approval) return `${name}'s page. Saving re-checks the page and sends it to an admin for approval.`;
  return `${name}'s page. Saving re-checks the page and publishes it at the same link.`;
}

/** "Edit copy": the page's headline, paragraphs, headings, closing and button label with a live preview. */
export function CopyEditorDialog({ micrositeId, name, campaignQueryKey, open, onOpenChange }: { micrositeId: string; name: string; campaignQueryKey: readonly unknown[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  const content = useMicrositeContent(micrositeId, open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel title="Edit copy" description={editorDescription(name, content.data)} className="h-[90vh] max-w-6xl">
      {content.isError ? (
        <div className="p-5">
          <ErrorBanner message={loadErrorMessage(content.error, "Failed to load the page's copy")} />
        </div>
      ) : content.data ? (
        <CopyEditor micrositeId={micrositeId} initial={content.data.content} submitsForApproval={content.data.submits_for_approval} campaignQueryKey={campaignQueryKey} onDone={() => onOpenChange(false)} />
      ) : (
        <Spinner className="py-24" label="Loading the page's copy…" />
      )}
      </DialogPanel>
    </Dialog.Root>
  );
}

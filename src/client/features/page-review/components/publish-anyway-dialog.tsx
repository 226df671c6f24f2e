import { Dialog } from "radix-ui";
import { useState } from "react";
import { overridableFailures, unoverridableFailures, type QualityReport } from "@/shared/quality";
import { OVERRIDE_MESSAGES, qualityOverrideSchema } from "@/shared/schemas/quality-override";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { DialogPanel } from "@/client/components/ui/dialog-panel";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Field, Textarea } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { loadErrorMessage } from "@/client/lib/api";
import { useMicrositeQuality } from "../api/get-microsite-quality";
import { usePublishAnyway } from "../api/publish-anyway";

type Props = { micrositeId: string; name: string; campaignQueryKey: readonly unknown[]; onClose: () => void };

function OverrideForm({ micrositeId, report, campaignQueryKey, onClose }: Omit<Props, "name"> & { report: QualityReport }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const publish = usePublishAnyway(micrositeId, campaignQueryKey);
  const mustFix = unoverridableFailures(report);
  const overridden = overridableFailures(report);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = qualityOverrideSchema.shape.reason.safeParse(reason);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    try {
      await publish.mutateAsync(parsed.data);
      toast.success("Published anyway. Your reason is on the page's quality report.");
      onClose();
    } catch (failure) {
      setError(loadErrorMessage(failure, "Failed to publish the page. Please try again."));
    }
  };

  // Readability holds a page no prospect could read: the server refuses it too, this only says so before asking.
  if (mustFix.length > 0) return <ErrorBanner message={OVERRIDE_MESSAGES.mustFix(mustFix.map((c) => c.label))} />;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <p className="text-sm font-medium text-slate-900">Publishing past:</p>
        <ul className="mt-1 space-y-1 text-sm text-slate-700" data-testid="overridden-checks">
          {overridden.map((check) => (
            <li key={check.id}>
              <span className="font-medium">{check.label}:</span> <span className="text-slate-500">{check.message}</span>
            </li>
          ))}
        </ul>
      </div>
      <Field label="Why is this page fine to publish?" htmlFor="override-reason" error={error} hint="Required. Kept on the page's quality report with your name.">
        <Textarea id="override-reason" rows={3} aria-invalid={!!error} value={reason} onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={publish.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={publish.isPending}>
          {publish.isPending ? "Publishing…" : "Publish anyway"}
        </Button>
      </div>
    </form>
  );
}

/** An admin's "Publish anyway" of a held page: the checks it passes over, and the reason, which is required. */
export function PublishAnywayDialog({ micrositeId, name, campaignQueryKey, onClose }: Props) {
  const quality = useMicrositeQuality(micrositeId, true);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogPanel title="Publish anyway" description={`${name}'s page is held by its quality checks. Publish it as it is, and say why.`} className="max-h-[85vh] max-w-lg">
        <div className="overflow-y-auto p-5">
          {quality.isError ? <ErrorBanner message={loadErrorMessage(quality.error, "Failed to load the quality checks")} /> : null}
          {quality.data?.quality ? (
            <OverrideForm micrositeId={micrositeId} report={quality.data.quality} campaignQueryKey={campaignQueryKey} onClose={onClose} />
          ) : quality.isPending ? (
            <Spinner className="py-10" />
          ) : null}
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}

import { Dialog } from "radix-ui";
import { useState } from "react";
import { DialogPanel } from "../../../components/ui/dialog-panel";
import { ErrorBanner } from "../../../components/ui/feedback";
import { Spinner } from "../../../components/ui/spinner";
import { loadErrorMessage } from "../../../lib/api";
import { useMicrositeQuality } from "../api/get-microsite-quality";
import { QualityList } from "./quality-list";
import { QualityScoreBadge } from "./quality-score-badge";

/** A microsite row's quality score; a click opens the pass/fail list. Pages generated before the gates show "—". */
export function MicrositeQualityCell({ micrositeId, name, score }: { micrositeId: string; name: string; score: number | null }) {
  const [open, setOpen] = useState(false);
  const quality = useMicrositeQuality(micrositeId, open);
  if (score === null) return <span className="text-slate-400">—</span>;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="cursor-pointer rounded-full focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none" aria-label={`Quality checks for ${name}: score ${score}`}>
          <QualityScoreBadge score={score} />
        </button>
      </Dialog.Trigger>
      <DialogPanel title="Quality checks" description={`${name}'s page, as last generated or edited`} className="max-h-[85vh] max-w-lg">
      <div className="overflow-y-auto p-5">
        {quality.isError ? <ErrorBanner message={loadErrorMessage(quality.error, "Failed to load the quality checks")} /> : null}
        {quality.data?.quality ? <QualityList report={quality.data.quality} /> : quality.isPending ? <Spinner className="py-10" /> : null}
      </div>
      </DialogPanel>
    </Dialog.Root>
  );
}

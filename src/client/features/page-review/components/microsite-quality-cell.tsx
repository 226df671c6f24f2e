import { useState } from "react";
import type { MicrositeStatus } from "@/shared/microsite-status";
import { isFailedPage } from "@/shared/quality";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Spinner } from "@/client/components/ui/spinner";
import { loadErrorMessage } from "@/client/lib/api";
import { useMicrositeQuality } from "../api/get-microsite-quality";
import { QualityDialog } from "./quality-dialog";
import { QualityList } from "./quality-list";

type Props = { micrositeId: string; name: string; score: number | null; status: MicrositeStatus };

/**
 * A microsite row's quality score ("Failed" when the page's generation failed); a click loads and opens the
 * pass/fail list. Pages generated before the gates show "—".
 */
export function MicrositeQualityCell({ micrositeId, name, score, status }: Props) {
  const [open, setOpen] = useState(false);
  const quality = useMicrositeQuality(micrositeId, open);
  if (score === null) return <span className="text-slate-400">—</span>;
  return (
    <QualityDialog name={name} score={score} failed={isFailedPage(status)} open={open} onOpenChange={setOpen}>
      {quality.isError ? <ErrorBanner message={loadErrorMessage(quality.error, "Failed to load the quality checks")} /> : null}
      {quality.data?.quality ? <QualityList report={quality.data.quality} /> : quality.isPending ? <Spinner className="py-10" /> : null}
    </QualityDialog>
  );
}

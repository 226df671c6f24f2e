import { Eye } from "lucide-react";
import type { FrameworkSampleInput } from "@/shared/schemas/framework-sample";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Spinner } from "@/client/components/ui/spinner";
import { loadErrorMessage } from "@/client/lib/api";
import { useFrameworkSample } from "../api/get-framework-sample";
import { PageFrames } from "./page-frames";

/** Live preview beside the framework form: a sample microsite drawn with the values as they are, updated as they change. */
export function FrameworkSamplePreview({ framework }: { framework: FrameworkSampleInput }) {
  const sample = useFrameworkSample(framework);
  return (
    <section aria-labelledby="sample-preview-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="framework-sample-preview">
      <div className="flex items-center justify-between gap-2">
        <h2 id="sample-preview-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Eye className="size-4 text-brand-600" aria-hidden /> Live preview
        </h2>
        {sample.isFetching ? <Spinner label="Updating…" /> : <span className="text-xs text-slate-500">Sample prospect, your framework</span>}
      </div>
      {sample.isError ? <ErrorBanner message={loadErrorMessage(sample.error, "Could not draw the preview")} /> : null}
      {sample.data ? (
        // Inert: a redrawn frame must never take focus (or keystrokes) from the field being typed in.
        <div inert>
          <PageFrames html={sample.data} label="Sample microsite" stacked />
        </div>
      ) : sample.isPending ? (
        <Spinner className="py-16" label="Drawing a sample page…" />
      ) : null}
    </section>
  );
}

import { CheckCircle2, LayoutTemplate, Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { EmptyState, ErrorBanner } from "@/client/components/ui/feedback";
import { FieldError } from "@/client/components/ui/input";
import { ListSkeleton } from "@/client/components/ui/skeleton";
import { FRAMEWORK_LOCKED_MESSAGE } from "@/shared/approval";
import { cn } from "@/client/lib/cn";
import { useFrameworkOptions } from "../api/get-framework-options";
import { PaletteSwatches } from "../components/palette-swatches";
import type { CampaignWizard } from "./use-campaign-wizard";

/**
 * Step 2, Framework Selection: one of the user's frameworks, shown with its palettes. `locked`: a run of the campaign is
 * open, so the framework cannot change now (the server answers 409 too); the picker says why.
 */
export function StepFramework({ wizard, locked = false }: { wizard: CampaignWizard; locked?: boolean }) {
  const { draft, errors, update } = wizard;
  const frameworks = useFrameworkOptions();

  if (frameworks.isPending) return <ListSkeleton rows={3} />;
  if (frameworks.isError) return <ErrorBanner message={`Error loading frameworks: ${frameworks.error.message}`} onRetry={() => frameworks.refetch()} />;
  if (frameworks.data.length === 0) {
    return (
      <div className="space-y-3">
        <EmptyState
          icon={LayoutTemplate}
          title="No frameworks yet"
          description="A framework holds your brand colours, fonts, layout and tone. Create one in a new tab; it shows up here when you come back."
          action={
            <Button asChild>
              <Link to="/templates/frameworks/new" target="_blank" rel="noopener">
                <Plus aria-hidden /> Create a framework
              </Link>
            </Button>
          }
        />
        <FieldError message={errors.framework_id} />
      </div>
    );
  }

  return (
    <div className="space-y-3">
      {locked ? (
        <p role="status" data-testid="framework-locked" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {FRAMEWORK_LOCKED_MESSAGE}
        </p>
      ) : null}
      <div role="radiogroup" aria-label="Frameworks" aria-disabled={locked || undefined} className="grid gap-3 sm:grid-cols-2">
        {frameworks.data.map((framework) => {
          const selected = draft.framework_id === framework.id;
          const palettes = framework.brand_guidelines?.colorPalettes ?? [];
          return (
            <button
              key={framework.id}
              type="button"
              role="radio"
              aria-checked={selected}
              disabled={locked}
              onClick={() => update({ framework_id: framework.id })}
              className={cn(
                "flex cursor-pointer flex-col gap-3 rounded-xl border bg-white p-4 text-left shadow-sm transition disabled:cursor-not-allowed disabled:opacity-60",
                selected ? "border-brand-500 ring-2 ring-brand-200" : "border-slate-200 hover:border-slate-300",
              )}
            >
              <div className="flex w-full items-start justify-between gap-2">
                <span className="font-semibold text-slate-900">{framework.name}</span>
                {selected ? <CheckCircle2 className="size-5 shrink-0 text-brand-600" aria-hidden /> : null}
              </div>
              <span className="line-clamp-2 text-sm text-slate-500">{framework.description || "No description provided"}</span>
              <div className="space-y-1.5">
                {palettes.slice(0, 2).map((palette, i) => (
                  <PaletteSwatches key={palette.id ?? i} palette={palette} />
                ))}
              </div>
            </button>
          );
        })}
      </div>
      <FieldError message={errors.framework_id} />
      <p className="text-sm text-slate-500">
        Need another look?{" "}
        <Link to="/templates/frameworks/new" target="_blank" rel="noopener" className="font-medium text-brand-600 hover:underline">
          Create a framework
        </Link>{" "}
        (opens in a new tab).
      </p>
    </div>
  );
}

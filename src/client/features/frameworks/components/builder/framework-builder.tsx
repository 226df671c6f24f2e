import { ArrowLeft, ArrowRight, Save } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { frameworkFromPreset } from "@/shared/framework-presets";
import { FRAMEWORK_TAB_LABELS, FRAMEWORK_TABS, type FrameworkTab } from "@/shared/framework-constants";
import type { FrameworkSaveProblem } from "@/shared/framework-validation";
import type { FrameworkProblem, FrameworkValues } from "@/shared/schemas/framework";
import { Button } from "@/client/components/ui/button";
import { useDebouncedValue } from "@/client/lib/use-debounced-value";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Notice } from "@/client/components/ui/notice";
import { useWorkspace } from "@/client/features/workspace/api/get-workspace";
import { FRAMEWORKS_MEMBER_NOTE } from "@/client/features/frameworks/member-note";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { StoredProblemsNotice } from "../common/stored-problems-notice";
import { BasicInfoTab } from "./basic-info-tab";
import { BrandTab } from "./brand/brand-tab";
import { ContentTab } from "./content/content-tab";
import { FlexibilityTab } from "./flexibility/flexibility-tab";
import { LayoutTab } from "./layout/layout-tab";
import { PresetPicker } from "./preset-picker";
import { useFrameworkSave } from "./use-framework-save";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

type Props = {
  initial: FrameworkValues;
  frameworkId?: string;
  storedProblems?: FrameworkProblem[];
  /** Drawn beside the form (a live sample page of the draft), composed in by the route. */
  preview?: (draft: FrameworkValues) => ReactNode;
};

/**
 * The five-tab framework form, for a new framework (which can start from a preset) or (with `frameworkId`) an
 * existing one, with the live preview beside it.
 */
export function FrameworkBuilder({ initial, frameworkId, storedProblems = [], preview }: Props) {
  const [draft, setDraft] = useState(initial);
  const [preset, setPreset] = useState<string | null>(null);
  // The preview follows the form once editing pauses: a keystroke never redraws it.
  const previewed = useDebouncedValue(draft, 400);
  const previewNode = useMemo(() => preview?.(previewed), [preview, previewed]);
  const [tab, setTab] = useState<FrameworkTab>("basic");
  const [problem, setProblem] = useState<FrameworkSaveProblem | null>(null);
  const member = useWorkspace().data?.role === "member";
  const initialJson = useMemo(() => JSON.stringify(initial), [initial]);
  const guard = useUnsavedChangesGuard(JSON.stringify(draft) !== initialJson);
  const { save, saving } = useFrameworkSave({
    frameworkId,
    onProblem: (found) => {
      setTab(found.tab);
      setProblem(found);
    },
    beforeLeave: guard.allowLeave,
  });

  const change = (patch: Partial<FrameworkValues>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(null);
  };
  // A preset replaces the whole form but keeps a name already typed and the uploaded logo.
  const pickPreset = (id: string) => {
    const values = frameworkFromPreset(id);
    setPreset(id);
    change({ ...values, name: draft.name.trim() ? draft.name : values.name, brand_logo: draft.brand_logo, brand_guidelines: { ...values.brand_guidelines, logoUrl: draft.brand_guidelines.logoUrl } });
  };
  const setLogo = (logo: { path: string; url: string } | null) =>
    change({ brand_logo: logo?.path ?? null, brand_guidelines: { ...draft.brand_guidelines, logoUrl: logo?.url ?? "" } });

  const index = FRAMEWORK_TABS.indexOf(tab);
  // Spec 5: Save is disabled while invalid or saving. A name with no characters at all is "invalid" here;
  // the other checks run on click so that the spec's toasts and tab switches can tell the user what is missing.
  const canSave = draft.name.length > 0 && !saving;

  return (
    <div className="space-y-6 pb-24">
      <div className="flex flex-col gap-3">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link to={frameworkId ? `/templates/frameworks/${frameworkId}/view` : "/templates"}>
            <ArrowLeft aria-hidden /> Back
          </Link>
        </Button>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{frameworkId ? "Edit Framework" : "New Framework"}</h1>
          <p className="mt-1 text-sm text-slate-500">Brand guidelines, layout, tone and flexibility rules that keep every microsite on-brand.</p>
        </div>
      </div>

      {member ? <Notice>{FRAMEWORKS_MEMBER_NOTE}</Notice> : null}
      <StoredProblemsNotice problems={storedProblems} editing />

      {frameworkId ? null : <PresetPicker chosen={preset} onPick={pickPreset} />}

      <div className={preview ? "grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]" : undefined}>
      {/* A container: the editors lay out by the form's own width, which the preview beside it narrows. */}
      <Tabs className="@container min-w-0" value={tab} onValueChange={(next) => setTab(next as FrameworkTab)}>
        <TabsList aria-label="Framework sections">
          {FRAMEWORK_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {FRAMEWORK_TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        {problem ? (
          <div className="mt-4">
            <ErrorBanner message={problem.message} />
          </div>
        ) : null}
        <TabsContent value="basic">
          <BasicInfoTab value={draft} onChange={change} />
        </TabsContent>
        <TabsContent value="brand">
          <BrandTab value={draft.brand_guidelines} onChange={(brand_guidelines) => change({ brand_guidelines })} onLogoChange={setLogo} />
        </TabsContent>
        <TabsContent value="layout">
          <LayoutTab value={draft.layout_parameters} onChange={(layout_parameters) => change({ layout_parameters })} />
        </TabsContent>
        <TabsContent value="content">
          <ContentTab value={draft.content_constraints} onChange={(content_constraints) => change({ content_constraints })} />
        </TabsContent>
        <TabsContent value="flexibility">
          <FlexibilityTab value={draft.flexibility_boundaries} onChange={(flexibility_boundaries) => change({ flexibility_boundaries })} />
        </TabsContent>
      </Tabs>
      {preview ? <aside className="xl:sticky xl:top-20">{previewNode}</aside> : null}
      </div>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur lg:left-72">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <Button variant="ghost" disabled={index === 0} onClick={() => setTab(FRAMEWORK_TABS[index - 1])} aria-label="Previous">
            <ArrowLeft aria-hidden /> <span className="hidden sm:inline">Previous</span>
          </Button>
          <div className="flex items-center gap-2">
            {index < FRAMEWORK_TABS.length - 1 ? (
              <Button variant="secondary" className="hidden sm:inline-flex" onClick={() => setTab(FRAMEWORK_TABS[index + 1])}>
                {FRAMEWORK_TAB_LABELS[FRAMEWORK_TABS[index + 1]]} <ArrowRight aria-hidden />
              </Button>
            ) : null}
            <Button disabled={!canSave} onClick={() => void save(draft)}>
              <Save aria-hidden /> {saving ? "Saving..." : "Save Framework"}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

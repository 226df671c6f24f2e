import { Plus, Trash2 } from "lucide-react";
import { QUALITY_STAGES } from "@/shared/framework-constants";
import { newQualityCheckpoint } from "@/shared/framework-defaults";
import type { QualityCheckpoint } from "@/shared/schemas/framework";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/input";
import { Switch } from "@/client/components/ui/switch";
import { TagInput } from "@/client/components/ui/tag-input";
import { EditorSection, EmptyHint } from "@/client/features/frameworks/components/common/editor-section";
import { patchAt, removeAt } from "@/client/features/frameworks/components/common/list-updates";

function CheckpointEditor({ checkpoint, onChange, onRemove }: { checkpoint: QualityCheckpoint; onChange: (patch: Partial<QualityCheckpoint>) => void; onRemove: () => void }) {
  const id = `checkpoint-${checkpoint.id}`;
  return (
    <div role="group" aria-label={checkpoint.stage} className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <h3 className="mr-auto text-sm font-semibold text-slate-900">{checkpoint.stage}</h3>
        <div className="flex items-center gap-2">
          <Switch id={`${id}-automated`} checked={checkpoint.automated} onCheckedChange={(automated) => onChange({ automated })} />
          <label htmlFor={`${id}-automated`} className="text-sm text-slate-700">
            Automated
          </label>
        </div>
        <div className="flex items-center gap-2">
          <Switch id={`${id}-blocker`} checked={checkpoint.blocker} onCheckedChange={(blocker) => onChange({ blocker })} />
          <label htmlFor={`${id}-blocker`} className="text-sm text-slate-700">
            Blocks launch
          </label>
        </div>
        <Button variant="danger-ghost" size="sm" onClick={onRemove} aria-label={`Remove ${checkpoint.stage}`}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      <Field label="Criteria" htmlFor={`${id}-criteria`}>
        <TagInput
          id={`${id}-criteria`}
          value={checkpoint.criteria}
          onChange={(criteria) => onChange({ criteria })}
          itemLabel="criterion"
          placeholder="e.g. Contrast ratio at least 4.5:1 — press Enter to add"
        />
      </Field>
    </div>
  );
}

/** Checks a microsite passes before it goes out; a blocker stops the launch. Each stage once. */
export function QualityCheckpointsEditor({ value, onChange }: { value: QualityCheckpoint[]; onChange: (next: QualityCheckpoint[]) => void }) {
  const remaining = QUALITY_STAGES.filter((stage) => !value.some((c) => c.stage === stage));
  return (
    <EditorSection title="Quality checkpoints" description="Checks every microsite passes; blockers stop it from going live.">
      {remaining.length > 0 ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Add quality checkpoint">
          {remaining.map((stage) => (
            <Button key={stage} variant="secondary" size="sm" onClick={() => onChange([...value, newQualityCheckpoint(stage)])}>
              <Plus aria-hidden /> {stage}
            </Button>
          ))}
        </div>
      ) : null}
      {value.length === 0 ? <EmptyHint>No quality checkpoints yet.</EmptyHint> : null}
      {value.map((checkpoint, index) => (
        <CheckpointEditor key={checkpoint.id} checkpoint={checkpoint} onChange={(patch) => onChange(patchAt(value, index, patch))} onRemove={() => onChange(removeAt(value, index))} />
      ))}
    </EditorSection>
  );
}

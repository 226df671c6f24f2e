import { Plus, Trash2 } from "lucide-react";
import { DEFAULT_FONT_FALLBACKS, newFontCombination } from "@/shared/framework-defaults";
import type { FontCombination } from "@/shared/schemas/framework";
import { Button } from "@/client/components/ui/button";
import { Field, Input } from "@/client/components/ui/input";
import { TagInput } from "@/client/components/ui/tag-input";
import { EditorSection, EmptyHint } from "@/client/features/frameworks/components/common/editor-section";
import { patchAt, removeAt } from "@/client/features/frameworks/components/common/list-updates";
import { SwitchField } from "@/client/features/frameworks/components/common/switch-field";
import { FontSpecFields } from "./font-spec-fields";

const USAGE_SUGGESTIONS = ["Headings", "Body", "Buttons", "Captions", "Quotes", "Numbers"];

function FontCombinationEditor({
  combination,
  position,
  onChange,
  onRemove,
}: {
  combination: FontCombination;
  position: number;
  onChange: (patch: Partial<FontCombination>) => void;
  onRemove: () => void;
}) {
  const id = `fonts-${combination.id}`;
  const toggleAccent = (on: boolean) =>
    onChange({ accent: on ? { family: combination.secondary.family, weights: [400], fallbacks: [...DEFAULT_FONT_FALLBACKS] } : undefined });
  return (
    <div role="group" aria-label={`Font combination ${position}`} className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <div className="grid items-end gap-4 @xl:grid-cols-[1fr_1fr_auto]">
        <Field label="Combination name" htmlFor={`${id}-name`}>
          <Input id={`${id}-name`} value={combination.name} onChange={(e) => onChange({ name: e.target.value })} />
        </Field>
        <Field label="Used for" htmlFor={`${id}-usage`}>
          <TagInput id={`${id}-usage`} value={combination.usage} onChange={(usage) => onChange({ usage })} itemLabel="usage" suggestions={USAGE_SUGGESTIONS} />
        </Field>
        <Button variant="danger-ghost" size="sm" onClick={onRemove} aria-label={`Remove font combination ${combination.name}`}>
          <Trash2 aria-hidden /> Remove
        </Button>
      </div>
      <div className="grid gap-4 @3xl:grid-cols-2">
        <FontSpecFields id={`${id}-primary`} label="Primary font" value={combination.primary} onChange={(primary) => onChange({ primary })} />
        <FontSpecFields id={`${id}-secondary`} label="Secondary font" value={combination.secondary} onChange={(secondary) => onChange({ secondary })} />
      </div>
      <SwitchField
        id={`${id}-has-accent`}
        label="Accent font"
        description="An optional third font for quotes, numbers or call-outs."
        checked={!!combination.accent}
        onChange={toggleAccent}
      />
      {combination.accent ? (
        <FontSpecFields id={`${id}-accent`} label="Accent font" value={combination.accent} onChange={(accent) => onChange({ accent })} />
      ) : null}
    </div>
  );
}

export function FontCombinationsEditor({ value, onChange }: { value: FontCombination[]; onChange: (next: FontCombination[]) => void }) {
  return (
    <EditorSection
      title="Typography"
      description="Approved font combinations: a primary and a secondary font, and an optional accent."
      actions={
        <Button variant="secondary" size="sm" onClick={() => onChange([...value, newFontCombination()])}>
          <Plus aria-hidden /> Add Font Combination
        </Button>
      }
    >
      {value.length === 0 ? <EmptyHint>No font combinations yet. Add at least one font combination.</EmptyHint> : null}
      {value.map((combination, index) => (
        <FontCombinationEditor
          key={combination.id}
          combination={combination}
          position={index + 1}
          onChange={(patch) => onChange(patchAt(value, index, patch))}
          onRemove={() => onChange(removeAt(value, index))}
        />
      ))}
    </EditorSection>
  );
}

import { Plus, Trash2 } from "lucide-react";
import { SECTION_POSITIONS } from "@/shared/framework-constants";
import { newSectionType } from "@/shared/framework-defaults";
import type { SectionType } from "@/shared/schemas/framework";
import { Button } from "@/client/components/ui/button";
import { Field, Input, Textarea } from "@/client/components/ui/input";
import { Switch } from "@/client/components/ui/switch";
import { ChipGroup } from "@/client/features/frameworks/components/common/chip-toggle";
import { EditorSection, EmptyHint } from "@/client/features/frameworks/components/common/editor-section";
import { patchAt, removeAt } from "@/client/features/frameworks/components/common/list-updates";
import { NumberInput } from "@/client/features/frameworks/components/common/number-input";
import { SectionComponentsEditor } from "./section-components-editor";

function SectionTypeEditor({ section, position, onChange, onRemove }: { section: SectionType; position: number; onChange: (patch: Partial<SectionType>) => void; onRemove: () => void }) {
  const id = `section-${section.id}`;
  return (
    <div role="group" aria-label={`Section type ${position}`} className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_auto_auto] md:items-end">
        <Field label="Section name" htmlFor={`${id}-name`}>
          <Input id={`${id}-name`} placeholder="e.g. Hero" value={section.name} onChange={(e) => onChange({ name: e.target.value })} />
        </Field>
        <Field label="Max instances" htmlFor={`${id}-max`}>
          <NumberInput id={`${id}-max`} min={1} max={10} value={section.maxInstances} onChange={(maxInstances) => onChange({ maxInstances })} />
        </Field>
        <div className="flex h-10 items-center gap-2">
          <Switch id={`${id}-required`} checked={section.required} onCheckedChange={(required) => onChange({ required })} />
          <label htmlFor={`${id}-required`} className="text-sm font-medium text-slate-700">
            Required
          </label>
        </div>
        <Button variant="danger-ghost" size="sm" onClick={onRemove} aria-label={`Remove section ${section.name || position}`}>
          <Trash2 aria-hidden /> Remove
        </Button>
      </div>
      <Field label="Section description" htmlFor={`${id}-description`}>
        <Textarea id={`${id}-description`} rows={2} value={section.description} onChange={(e) => onChange({ description: e.target.value })} />
      </Field>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700">Allowed positions</p>
        <ChipGroup label="Allowed positions" options={SECTION_POSITIONS} value={section.allowedPositions} onChange={(allowedPositions) => onChange({ allowedPositions })} />
      </div>
      <SectionComponentsEditor sectionName={section.name} value={section.components} onChange={(components) => onChange({ components })} />
    </div>
  );
}

export function SectionTypesEditor({ value, onChange }: { value: SectionType[]; onChange: (next: SectionType[]) => void }) {
  return (
    <EditorSection
      title="Section types"
      description="The standard sections a microsite may contain, where they may go and what they hold."
      actions={
        <Button variant="secondary" size="sm" onClick={() => onChange([...value, newSectionType()])}>
          <Plus aria-hidden /> Add Section Type
        </Button>
      }
    >
      {value.length === 0 ? <EmptyHint>No section types: microsites use the generator's standard layout.</EmptyHint> : null}
      {value.map((section, index) => (
        <SectionTypeEditor
          key={section.id}
          section={section}
          position={index + 1}
          onChange={(patch) => onChange(patchAt(value, index, patch))}
          onRemove={() => onChange(removeAt(value, index))}
        />
      ))}
    </EditorSection>
  );
}

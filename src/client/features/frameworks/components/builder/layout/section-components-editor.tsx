import { Plus, Trash2 } from "lucide-react";
import { COMPONENT_TYPES, type ComponentType } from "@/shared/framework-constants";
import { newSectionComponent } from "@/shared/framework-defaults";
import type { SectionComponent } from "@/shared/schemas/framework";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input, Select } from "@/client/components/ui/input";
import { KeyValueEditor } from "@/client/features/frameworks/components/common/key-value-editor";
import { patchAt, removeAt } from "@/client/features/frameworks/components/common/list-updates";

/** The building blocks of one section type: type, required flag and free constraints for the generator. */
export function SectionComponentsEditor({ sectionName, value, onChange }: { sectionName: string; value: SectionComponent[]; onChange: (next: SectionComponent[]) => void }) {
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-700">Components</p>
        <Button variant="secondary" size="sm" onClick={() => onChange([...value, newSectionComponent()])}>
          <Plus aria-hidden /> Add Component
        </Button>
      </div>
      {value.length === 0 ? <p className="text-xs text-slate-500">No components: the generator chooses the content of this section.</p> : null}
      {value.map((component, index) => {
        const id = `component-${component.id}`;
        return (
          <div key={component.id} role="group" aria-label={`${sectionName || "Section"} component ${index + 1}`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
            <div className="flex flex-wrap items-center gap-3">
              <Select
                aria-label="Component type"
                value={component.type}
                onChange={(e) => onChange(patchAt(value, index, { type: e.target.value as ComponentType }))}
                className="h-9 w-44"
              >
                {COMPONENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </Select>
              <label htmlFor={`${id}-required`} className="flex items-center gap-2 text-sm text-slate-700">
                <Checkbox id={`${id}-required`} checked={component.required} onCheckedChange={(checked) => onChange(patchAt(value, index, { required: checked === true }))} />
                Required
              </label>
              <Button variant="danger-ghost" size="sm" className="ml-auto" onClick={() => onChange(removeAt(value, index))} aria-label={`Remove component ${index + 1}`}>
                <Trash2 aria-hidden />
              </Button>
            </div>
            <KeyValueEditor
              label="Constraints"
              keyLabel="Constraint name"
              valueLabel="Constraint value"
              value={component.constraints}
              onChange={(constraints) => onChange(patchAt(value, index, { constraints }))}
              emptyValue=""
              addLabel="Add constraint"
              renderValue={(props) => (
                <Input aria-label={props["aria-label"]} value={props.value} placeholder="e.g. 60 characters" onChange={(e) => props.onChange(e.target.value)} className="h-9" />
              )}
            />
          </div>
        );
      })}
    </div>
  );
}

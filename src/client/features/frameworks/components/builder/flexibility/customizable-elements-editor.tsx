import { Plus, Trash2 } from "lucide-react";
import { CUSTOMIZABLE_ELEMENTS, CUSTOMIZATION_LEVELS } from "@/shared/framework-constants";
import { newCustomizableElement } from "@/shared/framework-defaults";
import type { CustomizableElementRule } from "@/shared/schemas/framework";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/input";
import { Switch } from "@/client/components/ui/switch";
import { TagInput } from "@/client/components/ui/tag-input";
import { cn } from "@/client/lib/cn";
import { EditorSection, EmptyHint } from "@/client/features/frameworks/components/common/editor-section";
import { patchAt, removeAt } from "@/client/features/frameworks/components/common/list-updates";

const LEVEL_HINTS = { none: "Locked", limited: "Small tweaks", moderate: "Within guidelines", full: "Free to change" } as const;

function ElementRuleEditor({ rule, onChange, onRemove }: { rule: CustomizableElementRule; onChange: (patch: Partial<CustomizableElementRule>) => void; onRemove: () => void }) {
  const id = `element-${rule.id}`;
  return (
    <div role="group" aria-label={rule.element} className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <div className="flex items-center justify-between gap-4">
        <h3 className="text-sm font-semibold text-slate-900">{rule.element}</h3>
        <Button variant="danger-ghost" size="sm" onClick={onRemove} aria-label={`Remove ${rule.element}`}>
          <Trash2 aria-hidden /> Remove
        </Button>
      </div>
      <div role="radiogroup" aria-label={`${rule.element} customization level`} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {CUSTOMIZATION_LEVELS.map((level) => {
          const checked = rule.customizationLevel === level;
          return (
            <button
              key={level}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => onChange({ customizationLevel: level })}
              className={cn(
                "cursor-pointer rounded-lg border px-3 py-2 text-left transition-colors",
                checked ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-200 bg-white hover:border-slate-300",
              )}
            >
              <span className="block text-sm font-medium capitalize text-slate-900">{level}</span>
              <span className="block text-xs text-slate-500">{LEVEL_HINTS[level]}</span>
            </button>
          );
        })}
      </div>
      <div className="flex items-center gap-2">
        <Switch id={`${id}-approval`} checked={rule.requiresApproval} onCheckedChange={(requiresApproval) => onChange({ requiresApproval })} />
        <label htmlFor={`${id}-approval`} className="text-sm font-medium text-slate-700">
          Changes require approval
        </label>
      </div>
      <Field label="Allowed modifications" htmlFor={`${id}-modifications`}>
        <TagInput
          id={`${id}-modifications`}
          value={rule.allowedModifications}
          onChange={(allowedModifications) => onChange({ allowedModifications })}
          itemLabel="modification"
          placeholder="e.g. Swap hero image — press Enter to add"
        />
      </Field>
    </div>
  );
}

/** Which elements sales reps may change, how far, and whether a change needs approval. Each element once. */
export function CustomizableElementsEditor({ value, onChange }: { value: CustomizableElementRule[]; onChange: (next: CustomizableElementRule[]) => void }) {
  const remaining = CUSTOMIZABLE_ELEMENTS.filter((element) => !value.some((rule) => rule.element === element));
  return (
    <EditorSection title="Customizable elements" description="What reps may adapt for a contact, and how much.">
      {remaining.length > 0 ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Add customizable element">
          {remaining.map((element) => (
            <Button key={element} variant="secondary" size="sm" onClick={() => onChange([...value, newCustomizableElement(element)])}>
              <Plus aria-hidden /> {element}
            </Button>
          ))}
        </div>
      ) : null}
      {value.length === 0 ? <EmptyHint>Nothing is customizable yet: reps use the framework as is.</EmptyHint> : null}
      {value.map((rule, index) => (
        <ElementRuleEditor key={rule.id} rule={rule} onChange={(patch) => onChange(patchAt(value, index, patch))} onRemove={() => onChange(removeAt(value, index))} />
      ))}
    </EditorSection>
  );
}

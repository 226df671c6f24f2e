import { FONT_FAMILIES, FONT_WEIGHTS, GENERIC_FONT_FALLBACKS, type FontFamily } from "@/shared/framework-constants";
import type { FontSpec } from "@/shared/schemas/framework";
import { Field, Select } from "@/client/components/ui/input";
import { TagInput } from "@/client/components/ui/tag-input";
import { useFontFaces } from "@/client/features/frameworks/use-font-faces";
import { ChipGroup } from "@/client/features/frameworks/components/common/chip-toggle";

/** Family, weights and fallbacks of one font in a combination (primary, secondary or accent). */
export function FontSpecFields({ id, label, value, onChange }: { id: string; label: string; value: FontSpec; onChange: (next: FontSpec) => void }) {
  useFontFaces([value.family], value.weights.length > 0 ? value.weights : [400]);
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <Field label={`${label} family`} htmlFor={`${id}-family`}>
        <Select id={`${id}-family`} value={value.family} onChange={(e) => onChange({ ...value, family: e.target.value as FontFamily })}>
          {FONT_FAMILIES.map((family) => (
            <option key={family} value={family}>
              {family}
            </option>
          ))}
        </Select>
      </Field>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700">Weights</p>
        <ChipGroup label={`${label} weights`} options={FONT_WEIGHTS} value={value.weights} onChange={(weights) => onChange({ ...value, weights })} />
      </div>
      <Field label={`${label} fallbacks`} htmlFor={`${id}-fallbacks`} hint="Used while the font loads or if it is unavailable.">
        <TagInput
          id={`${id}-fallbacks`}
          value={value.fallbacks}
          onChange={(fallbacks) => onChange({ ...value, fallbacks })}
          itemLabel="fallback"
          suggestions={GENERIC_FONT_FALLBACKS}
        />
      </Field>
      <p
        className="truncate text-lg text-slate-700"
        data-testid={`${id}-font-preview`}
        style={{ fontFamily: [value.family, ...value.fallbacks].map((f) => `"${f}"`).join(", "), fontWeight: value.weights[0] ?? 400 }}
      >
        The quick brown fox jumps over the lazy dog
      </p>
    </fieldset>
  );
}

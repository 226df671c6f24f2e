import type { LogoGuidelines } from "@/shared/schemas/framework";
import { Field, Input, Textarea } from "@/client/components/ui/input";
import { TagInput } from "@/client/components/ui/tag-input";
import { NumberInput } from "@/client/features/frameworks/components/common/number-input";

const VARIATION_SUGGESTIONS = ["Full colour", "Monochrome", "Reversed (white)", "Icon only", "Horizontal", "Stacked"];

export function LogoGuidelinesFields({ value, onChange }: { value: LogoGuidelines; onChange: (next: LogoGuidelines) => void }) {
  const sizing = (patch: Partial<LogoGuidelines["sizing"]>) => onChange({ ...value, sizing: { ...value.sizing, ...patch } });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field label="Logo placement" htmlFor="logo-placement" className="md:col-span-2">
        <Textarea
          id="logo-placement"
          rows={2}
          placeholder="e.g. Top left of the header; never over photography"
          value={value.placement}
          onChange={(e) => onChange({ ...value, placement: e.target.value })}
        />
      </Field>
      <div className="grid grid-cols-3 gap-3 md:col-span-2">
        <Field label="Minimum width (px)" htmlFor="logo-min-width">
          <NumberInput id="logo-min-width" min={16} value={value.sizing.minWidth} onChange={(minWidth) => sizing({ minWidth })} />
        </Field>
        <Field label="Recommended width (px)" htmlFor="logo-recommended-width">
          <NumberInput id="logo-recommended-width" min={16} value={value.sizing.recommendedWidth} onChange={(recommendedWidth) => sizing({ recommendedWidth })} />
        </Field>
        <Field label="Maximum width (px)" htmlFor="logo-max-width">
          <NumberInput id="logo-max-width" min={16} value={value.sizing.maxWidth} onChange={(maxWidth) => sizing({ maxWidth })} />
        </Field>
      </div>
      <Field label="Clear space" htmlFor="logo-clear-space" hint="Empty space to keep around the logo.">
        <Input id="logo-clear-space" value={value.clearSpace} onChange={(e) => onChange({ ...value, clearSpace: e.target.value })} />
      </Field>
      <Field label="Approved variations" htmlFor="logo-variations">
        <TagInput
          id="logo-variations"
          value={value.variations}
          onChange={(variations) => onChange({ ...value, variations })}
          itemLabel="variation"
          suggestions={VARIATION_SUGGESTIONS}
        />
      </Field>
    </div>
  );
}

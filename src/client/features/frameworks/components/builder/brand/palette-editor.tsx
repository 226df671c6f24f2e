import { Trash2 } from "lucide-react";
import { COLOR_ROLES } from "@/shared/framework-constants";
import type { ColorPalette } from "@/shared/schemas/framework";
import { Button } from "@/client/components/ui/button";
import { Field, Input, Textarea } from "@/client/components/ui/input";
import { TagInput } from "@/client/components/ui/tag-input";
import { PaletteSwatches } from "@/client/features/frameworks/components/common/color-swatch";
import { ColorRoleField } from "./color-role-field";

const USAGE_SUGGESTIONS = ["Primary brand", "Light backgrounds", "Dark backgrounds", "Campaign highlights", "Print"];

/** One approved palette: name, description, usage tags and the eight colour roles with their notes. */
export function PaletteEditor({
  palette,
  position,
  onChange,
  onRemove,
}: {
  palette: ColorPalette;
  position: number;
  onChange: (patch: Partial<ColorPalette>) => void;
  onRemove: () => void;
}) {
  const id = `palette-${palette.id}`;
  return (
    <div role="group" aria-label={`Palette ${position}`} className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <div className="flex items-start justify-between gap-4">
        <PaletteSwatches palette={palette} />
        <Button variant="danger-ghost" size="sm" onClick={onRemove} aria-label={`Remove palette ${palette.name}`}>
          <Trash2 aria-hidden /> Remove
        </Button>
      </div>
      <div className="grid gap-4 @lg:grid-cols-2">
        <Field label="Palette name" htmlFor={`${id}-name`}>
          <Input id={`${id}-name`} value={palette.name} onChange={(e) => onChange({ name: e.target.value })} />
        </Field>
        <Field label="Usage tags" htmlFor={`${id}-usage`}>
          <TagInput id={`${id}-usage`} value={palette.usage} onChange={(usage) => onChange({ usage })} itemLabel="usage tag" suggestions={USAGE_SUGGESTIONS} />
        </Field>
        <Field label="Palette description" htmlFor={`${id}-description`} className="@lg:col-span-2">
          <Textarea id={`${id}-description`} rows={2} value={palette.description} onChange={(e) => onChange({ description: e.target.value })} />
        </Field>
      </div>
      <div className="grid gap-3 @md:grid-cols-2 @4xl:grid-cols-4">
        {COLOR_ROLES.map((role) => (
          <ColorRoleField
            key={role}
            idPrefix={id}
            role={role}
            color={palette[role]}
            usage={palette[`${role}Usage`]}
            onColor={(color) => onChange({ [role]: color })}
            onUsage={(usage) => onChange({ [`${role}Usage`]: usage })}
          />
        ))}
      </div>
    </div>
  );
}

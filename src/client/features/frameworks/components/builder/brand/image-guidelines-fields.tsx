import { IMAGE_FORMATS } from "@/shared/framework-constants";
import type { ImageGuidelines } from "@/shared/schemas/framework";
import { Field, Textarea } from "@/client/components/ui/input";
import { TagInput } from "@/client/components/ui/tag-input";
import { ChipGroup } from "@/client/features/frameworks/components/common/chip-toggle";
import { NumberInput } from "@/client/features/frameworks/components/common/number-input";

const RATIO_SUGGESTIONS = ["16:9", "4:3", "1:1", "3:2", "21:9", "9:16"];

export function ImageGuidelinesFields({ value, onChange }: { value: ImageGuidelines; onChange: (next: ImageGuidelines) => void }) {
  const quality = (patch: Partial<ImageGuidelines["quality"]>) => onChange({ ...value, quality: { ...value.quality, ...patch } });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field label="Image style" htmlFor="image-style">
        <Textarea
          id="image-style"
          rows={2}
          placeholder="e.g. Natural light, real customers, no stock clichés"
          value={value.style}
          onChange={(e) => onChange({ ...value, style: e.target.value })}
        />
      </Field>
      <Field label="Image tone" htmlFor="image-tone">
        <Textarea
          id="image-tone"
          rows={2}
          placeholder="e.g. Warm, optimistic, uncluttered"
          value={value.tone}
          onChange={(e) => onChange({ ...value, tone: e.target.value })}
        />
      </Field>
      <Field label="Aspect ratios" htmlFor="image-aspect-ratios" hint="Written as width:height, e.g. 16:9.">
        <TagInput
          id="image-aspect-ratios"
          value={value.aspectRatios}
          onChange={(aspectRatios) => onChange({ ...value, aspectRatios })}
          itemLabel="aspect ratio"
          suggestions={RATIO_SUGGESTIONS}
        />
      </Field>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700">Formats</p>
        <ChipGroup label="Image formats" options={IMAGE_FORMATS} value={value.quality.formats} onChange={(formats) => quality({ formats })} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Minimum width (px)" htmlFor="image-min-width">
          <NumberInput id="image-min-width" min={1} value={value.quality.minWidth} onChange={(minWidth) => quality({ minWidth })} />
        </Field>
        <Field label="Minimum height (px)" htmlFor="image-min-height">
          <NumberInput id="image-min-height" min={1} value={value.quality.minHeight} onChange={(minHeight) => quality({ minHeight })} />
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Compression from (%)" htmlFor="image-compression-min">
          <NumberInput id="image-compression-min" min={1} max={100} value={value.quality.compressionMin} onChange={(compressionMin) => quality({ compressionMin })} />
        </Field>
        <Field label="Compression to (%)" htmlFor="image-compression-max">
          <NumberInput id="image-compression-max" min={1} max={100} value={value.quality.compressionMax} onChange={(compressionMax) => quality({ compressionMax })} />
        </Field>
      </div>
      <Field label="Image restrictions" htmlFor="image-restrictions" className="md:col-span-2">
        <TagInput
          id="image-restrictions"
          value={value.restrictions}
          onChange={(restrictions) => onChange({ ...value, restrictions })}
          itemLabel="restriction"
          placeholder="e.g. No competitor products — press Enter to add"
        />
      </Field>
    </div>
  );
}

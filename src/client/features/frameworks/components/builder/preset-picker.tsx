import { Sparkles } from "lucide-react";
import { FRAMEWORK_PRESETS } from "@/shared/framework-presets";
import { cn } from "@/client/lib/cn";
import { useFontFaces } from "@/client/features/frameworks/use-font-faces";

/** Three ready looks to start from; picking one fills the whole form (every field stays editable). */
export function PresetPicker({ chosen, onPick }: { chosen: string | null; onPick: (id: string) => void }) {
  useFontFaces(FRAMEWORK_PRESETS.map((p) => p.fonts.heading));
  return (
    <section aria-labelledby="presets-title" className="space-y-3">
      <div>
        <h2 id="presets-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Sparkles className="size-4 text-brand-600" aria-hidden /> Start from a preset
        </h2>
        <p className="text-xs text-slate-500">Pick a look, then change anything. The preview shows each change.</p>
      </div>
      <div role="radiogroup" aria-label="Framework presets" className="grid gap-3 sm:grid-cols-3">
        {FRAMEWORK_PRESETS.map((preset) => (
          <button
            key={preset.id}
            type="button"
            role="radio"
            aria-checked={chosen === preset.id}
            onClick={() => onPick(preset.id)}
            className={cn(
              "cursor-pointer rounded-xl border p-3 text-left transition-colors",
              chosen === preset.id ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-200 bg-white hover:border-slate-300",
            )}
          >
            <span className="flex gap-1" aria-hidden>
              {[preset.colors.background, preset.colors.surface, preset.colors.text, preset.colors.accent].map((color) => (
                <span key={color} className="size-5 rounded-full border border-slate-200" style={{ background: color }} />
              ))}
            </span>
            <span className="mt-2 block text-base font-semibold text-slate-900" style={{ fontFamily: `"${preset.fonts.heading}", system-ui, sans-serif` }}>
              {preset.name}
            </span>
            <span className="mt-0.5 block text-xs text-slate-500">{preset.summary}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

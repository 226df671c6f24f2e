import { ChevronDown } from "lucide-react";
import type { LayoutParameters } from "@/shared/schemas/framework";
import { cn } from "@/client/lib/cn";
import { EditorSection } from "@/client/features/frameworks/components/common/editor-section";
import { KeyValueEditor } from "@/client/features/frameworks/components/common/key-value-editor";
import { NumberInput } from "@/client/features/frameworks/components/common/number-input";
import { SwitchField } from "@/client/features/frameworks/components/common/switch-field";
import { GridSpacingFields, TypographyHierarchyFields } from "./grid-typography-fields";
import { SectionTypesEditor } from "./section-types-editor";

const WIDTHS = [
  { value: "centered", label: "Centered", hint: "Content sits in a readable column." },
  { value: "full", label: "Full width", hint: "Sections run edge to edge." },
] as const;

const TOGGLES = [
  { key: "mobileOptimized", label: "Mobile optimized", description: "Layouts adapt to small screens first." },
  { key: "includeGraphics", label: "Include graphics", description: "Illustrations and icons may be used." },
  { key: "includeLogo", label: "Include logo", description: "The brand logo appears on every microsite." },
  { key: "enableAnimations", label: "Enable animations", description: "Subtle entrance animations on scroll." },
] as const;

/** Layout Parameters tab: width and toggles, section types; breakpoints, grid, spacing and type scale folded under Advanced. */
export function LayoutTab({ value, onChange }: { value: LayoutParameters; onChange: (next: LayoutParameters) => void }) {
  return (
    <div className="space-y-6">
      <EditorSection title="Page layout">
        <div role="radiogroup" aria-label="Content width" className="grid gap-3 sm:grid-cols-2">
          {WIDTHS.map((width) => {
            const checked = value.contentWidth === width.value;
            return (
              <button
                key={width.value}
                type="button"
                role="radio"
                aria-checked={checked}
                onClick={() => onChange({ ...value, contentWidth: width.value })}
                className={cn(
                  "cursor-pointer rounded-lg border p-3 text-left transition-colors",
                  checked ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-200 bg-white hover:border-slate-300",
                )}
              >
                <span className="block text-sm font-medium text-slate-900">{width.label}</span>
                <span className="block text-xs text-slate-500">{width.hint}</span>
              </button>
            );
          })}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {TOGGLES.map((toggle) => (
            <SwitchField
              key={toggle.key}
              id={`layout-${toggle.key}`}
              label={toggle.label}
              description={toggle.description}
              checked={value[toggle.key]}
              onChange={(checked) => onChange({ ...value, [toggle.key]: checked })}
            />
          ))}
        </div>
      </EditorSection>
      <SectionTypesEditor value={value.sectionTypes} onChange={(sectionTypes) => onChange({ ...value, sectionTypes })} />
      <details className="group rounded-xl border border-slate-200 bg-white" data-testid="layout-advanced">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-4">
          <span>
            <span className="block text-sm font-semibold text-slate-900">Advanced</span>
            <span className="block text-xs text-slate-500">Breakpoints, grid and spacing, type scale. The defaults suit most brands.</span>
          </span>
          <ChevronDown className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <div className="space-y-6 border-t border-slate-100 p-4">
          <EditorSection title="Responsive breakpoints" description="Minimum viewport width, in pixels, at which each layout starts.">
            <KeyValueEditor
              label="Responsive breakpoints"
              keyLabel="Breakpoint name"
              valueLabel="Breakpoint width"
              value={value.responsiveBreakpoints}
              onChange={(responsiveBreakpoints) => onChange({ ...value, responsiveBreakpoints })}
              emptyValue={Number.NaN}
              addLabel="Add breakpoint"
              renderValue={(props) => <NumberInput aria-label={props["aria-label"]} min={1} value={props.value} onChange={props.onChange} className="h-9 w-32" />}
            />
          </EditorSection>
          <EditorSection title="Grid and spacing" description="Lengths in px, rem, em or %.">
            <GridSpacingFields
              grid={value.grid}
              spacing={value.spacing}
              onGrid={(grid) => onChange({ ...value, grid })}
              onSpacing={(spacing) => onChange({ ...value, spacing })}
            />
          </EditorSection>
          <EditorSection title="Typography hierarchy" description="The type scale used by every section.">
            <TypographyHierarchyFields value={value.typography} onChange={(typography) => onChange({ ...value, typography })} />
          </EditorSection>
        </div>
      </details>
    </div>
  );
}

import { FONT_WEIGHTS, TYPOGRAPHY_LEVELS } from "@/shared/framework-constants";
import type { LayoutParameters } from "@/shared/schemas/framework";
import { Field, Input, Select } from "@/client/components/ui/input";
import { NumberInput } from "@/client/features/frameworks/components/common/number-input";

type Grid = LayoutParameters["grid"];
type Spacing = LayoutParameters["spacing"];
type Typography = LayoutParameters["typography"];

export function GridSpacingFields({ grid, spacing, onGrid, onSpacing }: { grid: Grid; spacing: Spacing; onGrid: (next: Grid) => void; onSpacing: (next: Spacing) => void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label="Grid columns" htmlFor="grid-columns">
        <NumberInput id="grid-columns" min={1} max={24} value={grid.columns} onChange={(columns) => onGrid({ ...grid, columns })} />
      </Field>
      <Field label="Gutter" htmlFor="grid-gutter">
        <Input id="grid-gutter" value={grid.gutter} onChange={(e) => onGrid({ ...grid, gutter: e.target.value.trim() })} />
      </Field>
      <Field label="Max content width" htmlFor="grid-max-width">
        <Input id="grid-max-width" value={grid.maxWidth} onChange={(e) => onGrid({ ...grid, maxWidth: e.target.value.trim() })} />
      </Field>
      <Field label="Base spacing" htmlFor="spacing-base">
        <Input id="spacing-base" value={spacing.base} onChange={(e) => onSpacing({ ...spacing, base: e.target.value.trim() })} />
      </Field>
      <Field label="Between components" htmlFor="spacing-component">
        <Input id="spacing-component" value={spacing.component} onChange={(e) => onSpacing({ ...spacing, component: e.target.value.trim() })} />
      </Field>
      <Field label="Between sections" htmlFor="spacing-section">
        <Input id="spacing-section" value={spacing.section} onChange={(e) => onSpacing({ ...spacing, section: e.target.value.trim() })} />
      </Field>
    </div>
  );
}

/** Size, line height and weight of each text level (h1 ... button). */
export function TypographyHierarchyFields({ value, onChange }: { value: Typography; onChange: (next: Typography) => void }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-sm">
        <thead>
          <tr className="text-left text-xs tracking-wide text-slate-500 uppercase">
            <th className="py-2 pr-3 font-medium">Level</th>
            <th className="py-2 pr-3 font-medium">Size</th>
            <th className="py-2 pr-3 font-medium">Line height</th>
            <th className="py-2 font-medium">Weight</th>
          </tr>
        </thead>
        <tbody>
          {TYPOGRAPHY_LEVELS.map((level) => {
            const style = value[level];
            const set = (patch: Partial<typeof style>) => onChange({ ...value, [level]: { ...style, ...patch } });
            return (
              <tr key={level} className="border-t border-slate-100">
                <th scope="row" className="py-2 pr-3 text-left font-mono font-medium text-slate-700">
                  {level}
                </th>
                <td className="py-2 pr-3">
                  <Input aria-label={`${level} size`} value={style.size} onChange={(e) => set({ size: e.target.value.trim() })} className="h-9" />
                </td>
                <td className="py-2 pr-3">
                  <NumberInput aria-label={`${level} line height`} step={0.05} min={0.8} max={3} value={style.lineHeight} onChange={(lineHeight) => set({ lineHeight })} className="h-9" />
                </td>
                <td className="py-2">
                  <Select aria-label={`${level} weight`} value={style.weight} onChange={(e) => set({ weight: Number(e.target.value) })} className="h-9">
                    {FONT_WEIGHTS.map((w) => (
                      <option key={w} value={w}>
                        {w}
                      </option>
                    ))}
                  </Select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

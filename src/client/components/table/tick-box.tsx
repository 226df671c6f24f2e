import { Check, Minus } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import type { PageTick } from "./row-selection";

const boxClass =
  "grid size-4 shrink-0 cursor-pointer place-items-center rounded border border-slate-300 bg-white shadow-sm data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 data-[state=checked]:text-white data-[state=indeterminate]:border-brand-600 data-[state=indeterminate]:bg-brand-600 data-[state=indeterminate]:text-white";

/** A row's checkbox; `label` names the row for screen readers ("Select Ada Lovelace"). */
export function RowTickBox({ checked, onToggle, label }: { checked: boolean; onToggle: () => void; label: string }) {
  return (
    <CheckboxPrimitive.Root className={boxClass} checked={checked} onCheckedChange={onToggle} aria-label={label} data-testid="row-tick">
      <CheckboxPrimitive.Indicator>
        <Check className="size-3" strokeWidth={3} aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

/** The header checkbox: ticks or unticks the visible page; part-ticked (a dash) when only some of it is ticked. */
export function PageTickBox({ tick, onChange, label = "Select all rows on this page" }: { tick: PageTick; onChange: (on: boolean) => void; label?: string }) {
  const checked = tick === "all" ? true : tick === "some" ? "indeterminate" : false;
  return (
    <CheckboxPrimitive.Root className={boxClass} checked={checked} onCheckedChange={() => onChange(tick !== "all")} aria-label={label} data-testid="page-tick">
      <CheckboxPrimitive.Indicator>
        {tick === "some" ? <Minus className="size-3" strokeWidth={3} aria-hidden /> : <Check className="size-3" strokeWidth={3} aria-hidden />}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

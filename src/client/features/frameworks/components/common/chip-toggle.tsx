import type { ReactNode } from "react";
import { cn } from "@/client/lib/cn";

/** A pill that toggles a choice on and off (tones, positions, weights); aria-pressed carries the state. */
export function ChipToggle({
  pressed,
  onToggle,
  disabled,
  children,
  className,
}: {
  pressed: boolean;
  onToggle: () => void;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        "cursor-pointer rounded-full border px-3 py-1 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40",
        pressed ? "border-brand-600 bg-brand-600 text-white hover:bg-brand-700" : "border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700",
        className,
      )}
    >
      {children}
    </button>
  );
}

/** Multi-select from a fixed list as chips, kept in the list's order; `max` disables the unchosen ones once reached. */
export function ChipGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  max,
  format = String,
}: {
  label: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  max?: number;
  format?: (option: T) => string;
}) {
  const full = max !== undefined && value.length >= max;
  const toggle = (option: T) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : options.filter((o) => o === option || value.includes(o)));
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = value.includes(option);
        return (
          <ChipToggle key={String(option)} pressed={pressed} disabled={!pressed && full} onToggle={() => toggle(option)}>
            {format(option)}
          </ChipToggle>
        );
      })}
    </div>
  );
}

import type { ComponentProps } from "react";
import { Input } from "@/client/components/ui/input";

/**
 * A number field whose value is a number; an empty field gives NaN, which the shared schema
 * reports with a readable message at save time instead of silently saving 0.
 */
export function NumberInput({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & { value: number; onChange: (value: number) => void }) {
  return (
    <Input
      type="number"
      inputMode="decimal"
      value={Number.isNaN(value) ? "" : value}
      onChange={(e) => onChange(e.target.value === "" ? Number.NaN : e.target.valueAsNumber)}
      {...props}
    />
  );
}

import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";

type Row<V> = { key: string; value: V };

/**
 * Edits a name -> value map (component constraints, breakpoints) as rows. Rows live in local state so that a
 * half-typed or blank name does not make a row vanish; the map sent up skips unnamed rows.
 */
export function KeyValueEditor<V extends string | number>({
  label,
  keyLabel,
  valueLabel,
  value,
  onChange,
  emptyValue,
  renderValue,
  addLabel,
}: {
  label: string;
  keyLabel: string;
  valueLabel: string;
  value: Record<string, V>;
  onChange: (next: Record<string, V>) => void;
  emptyValue: V;
  renderValue: (props: { value: V; onChange: (value: V) => void; "aria-label": string }) => React.ReactNode;
  addLabel: string;
}) {
  const [rows, setRows] = useState<Row<V>[]>(() => Object.entries(value).map(([key, v]) => ({ key, value: v })));
  const push = (next: Row<V>[]) => {
    setRows(next);
    onChange(Object.fromEntries(next.filter((r) => r.key.trim()).map((r) => [r.key.trim(), r.value])));
  };
  const names = rows.map((r) => r.key.trim());
  return (
    <div role="group" aria-label={label} className="space-y-2">
      {rows.map((row, index) => {
        const duplicate = !!row.key.trim() && names.indexOf(row.key.trim()) !== index;
        return (
          <div key={index} className="flex items-center gap-2">
            <Input
              aria-label={`${keyLabel} ${index + 1}`}
              aria-invalid={duplicate}
              title={duplicate ? "This name is used twice; the last one wins" : undefined}
              value={row.key}
              onChange={(e) => push(rows.map((r, i) => (i === index ? { ...r, key: e.target.value } : r)))}
              className="h-9 max-w-60"
            />
            {renderValue({
              value: row.value,
              onChange: (v) => push(rows.map((r, i) => (i === index ? { ...r, value: v } : r))),
              "aria-label": `${valueLabel} ${index + 1}`,
            })}
            <Button variant="ghost" size="icon" aria-label={`Remove ${keyLabel.toLowerCase()} ${row.key || index + 1}`} onClick={() => push(rows.filter((_, i) => i !== index))}>
              <X aria-hidden />
            </Button>
          </div>
        );
      })}
      <Button variant="link" size="sm" className="h-7 px-0" onClick={() => setRows([...rows, { key: "", value: emptyValue }])}>
        <Plus aria-hidden /> {addLabel}
      </Button>
    </div>
  );
}

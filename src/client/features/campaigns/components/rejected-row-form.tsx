import { useState } from "react";
import type { RejectedRow } from "@/shared/csv/import-mapped-rows";
import { CONTACT_COLUMNS } from "@/shared/csv/normalize-header";
import type { ContactRow } from "@/shared/schemas/contact";
import { Button } from "@/client/components/ui/button";
import { Input, Label } from "@/client/components/ui/input";

/** A skipped row's values, editable; "Check again" runs the same rules (its message updates when still wrong). */
export function RejectedRowForm({ row, onCheck }: { row: RejectedRow; onCheck: (values: ContactRow) => void }) {
  const [values, setValues] = useState<ContactRow>(row.values);
  return (
    <form
      className="grid gap-3 border-t border-amber-100 p-3 sm:grid-cols-2 lg:grid-cols-4"
      aria-label={`Fix row ${row.row}`}
      onSubmit={(e) => {
        e.preventDefault();
        onCheck(values);
      }}
    >
      {CONTACT_COLUMNS.map((column) => (
        <div key={column} className="space-y-1">
          <Label htmlFor={`fix-${row.row}-${column}`} className="text-xs">
            {column}
          </Label>
          <Input id={`fix-${row.row}-${column}`} className="h-9" value={values[column]} onChange={(e) => setValues({ ...values, [column]: e.target.value })} />
        </div>
      ))}
      <div className="flex items-end sm:col-span-2 lg:col-span-4">
        <Button type="submit" size="sm">
          Check row {row.row} again
        </Button>
      </div>
    </form>
  );
}

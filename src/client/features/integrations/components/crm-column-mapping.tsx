import { useMemo } from "react";
import { proposeMapping, type ColumnMapping } from "@/shared/csv/column-mapping";
import { CONTACT_COLUMNS, IMPORT_COLUMNS, type ContactColumn } from "@/shared/csv/normalize-header";
import { CONTACT_FIELD_LABELS } from "@/shared/schemas/contact";
import { Field, Select } from "@/client/components/ui/input";

const REQUIRED = new Set<ContactColumn>(IMPORT_COLUMNS);

export type CrmField = { name: string; label: string };
export type ChosenColumns = Partial<Record<ContactColumn, string | null>>;

/** The CSV import's mapping proposed from a CRM's fields (by label as a CSV header would be, then by name), with the rep's choices over it. */
export function useCrmMapping(fields: CrmField[] | undefined, chosen: ChosenColumns): ColumnMapping | null {
  const proposed = useMemo<ColumnMapping | null>(() => {
    if (!fields) return null;
    const byLabel = new Map(fields.map((p) => [p.label, p.name]));
    const fromLabels = proposeMapping(fields.map((p) => p.label));
    const fromNames = proposeMapping(fields.map((p) => p.name));
    const columns = Object.fromEntries(CONTACT_COLUMNS.map((c) => [c, (fromLabels.columns[c] && byLabel.get(fromLabels.columns[c])) ?? fromNames.columns[c]])) as ColumnMapping["columns"];
    return { columns, domain_from_email: !columns.domain };
  }, [fields]);
  if (!proposed) return null;
  const columns = { ...proposed.columns, ...chosen };
  return { columns, domain_from_email: !columns.domain };
}

/** One select per contact column, offering the CRM's fields; Context takes whichever field holds the note. */
export function CrmColumnMapping({ crm, fields, mapping, onChoose }: { crm: string; fields: CrmField[]; mapping: ColumnMapping; onChoose: (column: ContactColumn, field: string | null) => void }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">Column mapping ({crm} for each contact field)</legend>
      {CONTACT_COLUMNS.map((column) => (
        <Field key={column} label={`${CONTACT_FIELD_LABELS[column]}${REQUIRED.has(column) ? "" : " (optional)"}`} htmlFor={`map-${column}`}>
          <Select id={`map-${column}`} value={mapping.columns[column] ?? ""} onChange={(e) => onChoose(column, e.target.value || null)}>
            <option value="">{column === "domain" ? "From the email's domain" : "Not mapped"}</option>
            {fields.map((p) => (
              <option key={p.name} value={p.name}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
      ))}
    </fieldset>
  );
}

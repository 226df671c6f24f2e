import { ArrowRight } from "lucide-react";
import type { ColumnMapping } from "@/shared/csv/column-mapping";
import { CONTACT_COLUMNS, IMPORT_COLUMNS, type ContactColumn } from "@/shared/csv/normalize-header";
import type { CsvTable } from "@/shared/csv/read-csv-table";
import { CONTACT_FIELD_LABELS } from "@/shared/schemas/contact";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Select } from "@/client/components/ui/input";


const required = new Set<string>(IMPORT_COLUMNS);

type Props = { table: CsvTable; mapping: ColumnMapping; onChange: (mapping: ColumnMapping) => void };

/** One line per contact column: the file column proposed for it (changeable) and the first row's value from it. */
export function ColumnMappingTable({ table, mapping, onChange }: Props) {
  const firstRow = table.rows[0] ?? [];
  const sample = (header: string | null) => (header ? (firstRow[table.headers.indexOf(header)] ?? "").trim() : "");
  const setColumn = (column: ContactColumn, header: string) => onChange({ ...mapping, columns: { ...mapping.columns, [column]: header || null } });

  return (
    <section aria-labelledby="mapping-title" className="rounded-xl border border-slate-200 bg-white" data-testid="column-mapping">
      <div className="border-b border-slate-100 px-4 py-3">
        <h3 id="mapping-title" className="text-sm font-semibold text-slate-900">
          Match your columns
        </h3>
        <p className="text-xs text-slate-500">We matched your file’s columns to Pitchsite’s. Change any that are wrong; we remember your choices for next time.</p>
      </div>
      <ul className="divide-y divide-slate-100">
        {CONTACT_COLUMNS.map((column) => {
          const header = mapping.columns[column];
          const fromEmail = column === "domain" && mapping.domain_from_email;
          return (
            <li key={column} className="grid gap-2 px-4 py-3 sm:grid-cols-[9rem_1fr_minmax(0,1fr)] sm:items-center sm:gap-4">
              <label htmlFor={`map-${column}`} className="text-sm font-medium text-slate-800">
                {CONTACT_FIELD_LABELS[column]}
                {required.has(column) ? <span className="text-red-600"> *</span> : <span className="text-xs font-normal text-slate-500"> (optional)</span>}
              </label>
              <div className="flex items-center gap-2">
                <ArrowRight className="hidden size-4 shrink-0 text-slate-400 sm:block" aria-hidden />
                <Select id={`map-${column}`} value={header ?? ""} onChange={(e) => setColumn(column, e.target.value)} aria-invalid={required.has(column) && !header && !fromEmail}>
                  <option value="">— Not in my file —</option>
                  {table.headers.map((h, i) => (h ? <option key={`${h}-${i}`} value={h}>{h}</option> : null))}
                </Select>
              </div>
              <div className="min-w-0 text-xs text-slate-500">
                {column === "domain" ? (
                  <label className="flex items-center gap-2 text-slate-700">
                    <Checkbox checked={mapping.domain_from_email} onCheckedChange={(checked) => onChange({ ...mapping, domain_from_email: checked === true })} aria-label="Fill empty domains from the email’s domain" />
                    Fill empty domains from the email’s domain
                  </label>
                ) : (
                  <span className="block truncate" title={sample(header)}>
                    {header ? sample(header) || "(empty in the first row)" : ""}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

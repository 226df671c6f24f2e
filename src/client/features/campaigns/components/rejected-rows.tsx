import { Download, Wrench } from "lucide-react";
import { useState } from "react";
import type { RejectedRow } from "@/shared/csv/import-mapped-rows";
import { rejectedRowsText } from "@/shared/csv/parse-contacts-csv";
import { REJECTED_ROWS_FILE_NAME, rejectedRowsCsv } from "@/shared/csv/rejected-rows-csv";
import type { ContactRow } from "@/shared/schemas/contact";
import { Button } from "@/client/components/ui/button";
import { downloadText } from "@/client/lib/download-text";
import { pluralize } from "../format";
import { RejectedRowForm } from "./rejected-row-form";

// A 50,000-row file of bad rows must not paint 50,000 forms or messages; the count says how many there are.
const SHOWN_ROWS = 100;

type Props = { rejected: RejectedRow[]; onFix: (row: number, values: ContactRow) => string | null };

/**
 * Spec 5: skipped rows as 'Row n: message', joined by semicolons; the valid rows were kept. Each skipped row can
 * be fixed in place and checked again, or all of them downloaded with the reason.
 */
export function RejectedRows({ rejected, onFix }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  if (rejected.length === 0) return null;
  const shown = rejected.slice(0, SHOWN_ROWS);
  const more = rejected.length > SHOWN_ROWS ? `; and ${(rejected.length - SHOWN_ROWS).toLocaleString("en-US")} more` : "";
  return (
    <section role="alert" data-testid="csv-row-errors" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{pluralize(rejected.length, "row")} skipped. The valid rows were kept.</p>
        <Button variant="secondary" size="sm" onClick={() => downloadText(REJECTED_ROWS_FILE_NAME, rejectedRowsCsv(rejected))}>
          <Download aria-hidden /> Download skipped rows
        </Button>
      </div>
      <p className="mt-2 max-h-24 overflow-y-auto break-words" data-testid="csv-row-messages">
        {rejectedRowsText(shown)}
        {more}
      </p>
      <ul className="mt-3 space-y-2">
        {shown.map((r) => (
          <li key={r.row} className="rounded-lg border border-amber-200 bg-white text-slate-800" data-testid="rejected-row">
            <div className="flex items-center justify-between gap-2 px-3 py-2">
              <span className="min-w-0 truncate">
                <span className="font-medium">Row {r.row}</span> · {r.values.email || "(no email)"} · <span className="text-red-700">{r.message}</span>
              </span>
              <Button variant="ghost" size="sm" aria-expanded={open === r.row} onClick={() => setOpen(open === r.row ? null : r.row)}>
                <Wrench aria-hidden /> {open === r.row ? "Close" : `Fix row ${r.row}`}
              </Button>
            </div>
            {open === r.row ? (
              <RejectedRowForm
                row={r}
                onCheck={(values) => {
                  const message = onFix(r.row, values);
                  if (!message) setOpen(null);
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

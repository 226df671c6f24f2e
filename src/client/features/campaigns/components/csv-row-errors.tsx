import { AlertTriangle } from "lucide-react";
import { joinRowErrors } from "../../../../shared/schemas/contact";
import { pluralize } from "../format";

// A 50,000-row file of bad rows must not paint 50,000 messages; the count says how many there are.
const SHOWN_ERRORS = 100;

/** Spec 5: skipped rows as 'Row n: message', joined by semicolons; the valid rows were kept. */
export function CsvRowErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  const shown = joinRowErrors(errors.slice(0, SHOWN_ERRORS));
  const more = errors.length > SHOWN_ERRORS ? `; and ${(errors.length - SHOWN_ERRORS).toLocaleString("en-US")} more` : "";
  return (
    <div role="alert" data-testid="csv-row-errors" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        {pluralize(errors.length, "row")} skipped. The valid rows were kept.
      </p>
      <p className="mt-2 max-h-40 overflow-y-auto break-words">
        {shown}
        {more}
      </p>
    </div>
  );
}

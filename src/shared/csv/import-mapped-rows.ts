import { checkContactRow, checkContactRows, CONTACT_MESSAGES, type ContactRow } from "../schemas/contact";
import { domainOfWebsite, emailDomain, unmappedColumns, type ColumnMapping } from "./column-mapping";
import { CONTACT_COLUMNS } from "./normalize-header";
import { missingColumnsMessage } from "./normalize-header";
import type { CsvTable } from "./read-csv-table";

/** A row the spec's rules skipped: its file row number, the values it was read with, and why. */
export type RejectedRow = { row: number; values: ContactRow; message: string };

export type MappedImport =
  | {
      ok: true;
      contacts: ContactRow[];
      rejected: RejectedRow[];
      /** Lower-cased emails of kept contacts whose domain was taken from the email (the preview marks them). */
      derivedDomains: string[];
    }
  /** A required column is mapped to nothing: 'Missing required columns: ...', the file is not imported. */
  | { ok: false; error: string };

/** The file's rows as contact values through the mapping; `fromEmail` marks a domain taken from the email. */
export function mapRows(table: CsvTable, mapping: ColumnMapping): Array<{ values: ContactRow; fromEmail: boolean }> {
  const sources = CONTACT_COLUMNS.map((column) => [column, mapping.columns[column] ? table.headers.indexOf(mapping.columns[column]) : -1] as const);
  return table.rows.map((cells) => {
    const values = {} as ContactRow;
    for (const [column, index] of sources) values[column] = index >= 0 ? (cells[index] ?? "").trim() : "";
    values.domain = domainOfWebsite(values.domain);
    const fromEmail = mapping.domain_from_email && values.domain === "" && emailDomain(values.email) !== "";
    if (fromEmail) values.domain = emailDomain(values.email);
    return { values, fromEmail };
  });
}

/**
 * Spec 5 rules applied to the mapped columns: missing required columns refuse the file, each bad row is kept
 * aside with its values and 'Row n' message (row 2 is the first under the header), good rows are imported.
 * `knownEmails` (contacts added by hand) count as repeats.
 */
export function importMappedRows(table: CsvTable, mapping: ColumnMapping, knownEmails: Iterable<string> = []): MappedImport {
  const unmapped = unmappedColumns(mapping);
  if (unmapped.length > 0) return { ok: false, error: missingColumnsMessage(unmapped) };
  const mapped = mapRows(table, mapping);
  const check = checkContactRows(
    mapped.map((m) => m.values),
    2,
    knownEmails,
  );
  return {
    ok: true,
    contacts: check.contacts,
    rejected: check.rejected.map(({ index, message }) => ({ row: index + 2, values: mapped[index].values, message })),
    derivedDomains: check.kept.filter((index) => mapped[index].fromEmail).map((index) => mapped[index].values.email.toLowerCase()),
  };
}

export type RowRecheck = { ok: true; contact: ContactRow } | { ok: false; message: string };

/** A skipped row after the rep edited it in place: the same rules, and its email must not repeat `takenEmails`. */
export function recheckRow(values: ContactRow, takenEmails: ReadonlySet<string>): RowRecheck {
  const result = checkContactRow(values);
  if (!result.ok) return result;
  if (takenEmails.has(result.contact.email.toLowerCase())) return { ok: false, message: CONTACT_MESSAGES.duplicateEmail };
  return result;
}

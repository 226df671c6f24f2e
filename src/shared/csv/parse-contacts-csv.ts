import { joinRowErrors, rowError, type ContactRow } from "../schemas/contact";
import { proposeMapping } from "./column-mapping";
import { importMappedRows } from "./import-mapped-rows";
import { readCsvTable } from "./read-csv-table";

export type CsvParseResult =
  /** The file was read: valid rows kept, each bad row reported as 'Row n: message'. */
  | { ok: true; contacts: ContactRow[]; errors: string[]; totalRows: number }
  /** The whole file is refused (parse failure, missing columns, no rows). */
  | { ok: false; error: string };

/**
 * Reads a contact CSV with the proposed column mapping and the spec 5 rules, in one go: what the wizard does when
 * the rep accepts every proposed column. Pure: the benchmark and tests run it in Node.
 * `knownEmails` are treated as already seen ('Duplicate email').
 */
export function parseContactsCsv(text: string, knownEmails: Iterable<string> = []): CsvParseResult {
  const read = readCsvTable(text);
  if (!read.ok) return read;
  const result = importMappedRows(read.table, proposeMapping(read.table.headers), knownEmails);
  if (!result.ok) return result;
  const errors = result.rejected.map((r) => rowError(r.row, r.message));
  return { ok: true, contacts: result.contacts, errors, totalRows: read.table.rows.length };
}

/** The skipped rows' messages as spec 5 shows them. */
export const rejectedRowsText = (rejected: ReadonlyArray<{ row: number; message: string }>) => joinRowErrors(rejected.map((r) => rowError(r.row, r.message)));

/** The sample file offered for download in the wizard: the required header and two example rows. */
export const SAMPLE_CSV = [
  "email,first_name,last_name,company,industry,context,domain",
  "jane.doe@acme.com,Jane,Doe,Acme Inc,Software,Met at SaaStr; interested in analytics,acme.com",
  'sam.lee@globex.com,Sam,Lee,Globex,Manufacturing,"Asked for pricing, follow up in Q3",globex.com',
  "",
].join("\n");

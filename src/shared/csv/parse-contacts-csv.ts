import Papa from "papaparse";
import { checkContactRows, type ContactRow } from "../schemas/contact";
import { CSV_MESSAGES } from "./file-rules";
import { findMissingColumns, missingColumnsMessage, normalizeHeader } from "./normalize-header";

export type CsvParseResult =
  /** The file was read: valid rows kept, each bad row reported as 'Row n: message'. */
  | { ok: true; contacts: ContactRow[]; errors: string[]; totalRows: number }
  /** The whole file is refused (parse failure, missing columns, no rows). */
  | { ok: false; error: string };

/**
 * Parses and validates a contact CSV with the spec 5 rules. Pure: the browser runs it in a Web Worker, the
 * benchmark and tests run it in Node. `knownEmails` are treated as already seen ('Duplicate email'). Papa Parse handles the BOM, quoted fields (commas, quotes, line breaks
 * inside quotes) and delimiter detection; empty and whitespace-only lines are skipped.
 */
export function parseContactsCsv(text: string, knownEmails: Iterable<string> = []): CsvParseResult {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: normalizeHeader,
  });
  // An unterminated or misplaced quote means we cannot know where rows end: refuse rather than guess.
  if (parsed.errors.some((e) => e.type === "Quotes")) return { ok: false, error: CSV_MESSAGES.parseFailed };
  const headers = parsed.meta.fields ?? [];
  if (headers.length === 0) return { ok: false, error: CSV_MESSAGES.parseFailed };
  const missing = findMissingColumns(headers);
  if (missing.length > 0) return { ok: false, error: missingColumnsMessage(missing) };
  if (parsed.data.length === 0) return { ok: false, error: CSV_MESSAGES.noRows };
  // Emails already in the list being built (contacts added by hand) count as repeats too.
  const { contacts, errors } = checkContactRows(parsed.data, 2, knownEmails);
  return { ok: true, contacts, errors, totalRows: parsed.data.length };
}

/** The sample file offered for download in the wizard: the required header and two example rows. */
export const SAMPLE_CSV = [
  "email,first_name,last_name,company,industry,context,domain",
  "jane.doe@acme.com,Jane,Doe,Acme Inc,Software,Met at SaaStr; interested in analytics,acme.com",
  'sam.lee@globex.com,Sam,Lee,Globex,Manufacturing,"Asked for pricing, follow up in Q3",globex.com',
  "",
].join("\n");

/**
 * CSV writing for exports opened in spreadsheets and CRMs. A cell that starts with = + - @ (or a tab / carriage
 * return that hides one) is a formula to Excel, Sheets and LibreOffice ("CSV injection"): it is prefixed with a
 * single quote so it shows as text. Contact fields come from imported CSVs, so they are untrusted.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeCsvCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One RFC 4180 cell: text is neutralized, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = neutralizeCsvCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV line ending in CRLF (RFC 4180; what Excel, HubSpot and Salesforce expect). */
export const csvRow = (cells: Array<string | number | null | undefined>): string => `${cells.map(csvCell).join(",")}\r\n`;

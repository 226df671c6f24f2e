import { CSV_MAX_BYTES } from "../constants";

export const CSV_MESSAGES = {
  notCsv: "Please upload a CSV file",
  tooLarge: "File size must be less than 5MB",
  parseFailed: "Error parsing CSV file. Please check the format.",
  noRows: "The CSV file has no contacts. Add one row per contact below the header.",
} as const;

/** Spec 5 file rules, checked before a byte is read: the name ends in .csv and the size is within 5MB. */
export function checkCsvFile(file: { name: string; size: number }): string | null {
  if (!/\.csv$/i.test(file.name.trim())) return CSV_MESSAGES.notCsv;
  if (file.size > CSV_MAX_BYTES) return CSV_MESSAGES.tooLarge;
  return null;
}

import { csvRow } from "@/shared/csv-cell";
import { CONTACT_COLUMNS } from "@/shared/csv/normalize-header";
import type { ContactRow } from "@/shared/schemas/contact";

type ExportedContact = ContactRow & { campaigns: Array<{ name: string }> };

/**
 * The ticked contacts as a CSV: the import's columns (so the file can be imported again) plus their campaigns.
 * Cells are escaped and formula-neutralised by csvRow: contact fields come from imported files.
 */
export function contactsCsv(contacts: ExportedContact[]): string {
  const header = csvRow([...CONTACT_COLUMNS, "campaigns"]);
  return header + contacts.map((c) => csvRow([...CONTACT_COLUMNS.map((column) => c[column]), c.campaigns.map((k) => k.name).join("; ")])).join("");
}

export const contactsCsvFileName = (now: Date) => `contacts-${now.toISOString().slice(0, 10)}.csv`;

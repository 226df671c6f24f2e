/** The columns a contact CSV must have after header normalization (spec 3, contact import columns). */
export const IMPORT_COLUMNS = ["email", "first_name", "last_name", "company", "industry", "context", "domain"] as const;
/** Columns a file may carry but need not: the contact's job title. */
export const OPTIONAL_IMPORT_COLUMNS = ["title"] as const;
/** Every column a contact is stored with, required ones first. */
export const CONTACT_COLUMNS = [...IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

// Spec 3: "firstname and lastname mapped to first_name and last_name" (written without a separator or case change).
// A job title arrives as "Title", "Job Title", "jobTitle" or "Role" depending on the CRM that exported the file.
const HEADER_ALIASES: Record<string, string> = { firstname: "first_name", lastname: "last_name", job_title: "title", jobtitle: "title", role: "title" };

/**
 * Spec 3 header normalization: trimmed, spaces to underscores, camel case split, lower-cased, and the two
 * aliases. "First Name", "firstName", "FirstName", "FIRSTNAME" and "first_name" all become "first_name".
 */
export function normalizeHeader(header: string): string {
  const key = header
    .replace(/^\uFEFF/, "")
    .trim()
    .replace(/\s+/g, "_")
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/_+/g, "_");
  return HEADER_ALIASES[key] ?? key;
}

export const missingColumnsMessage = (missing: readonly string[]) => `Missing required columns: ${missing.join(", ")}`;

/** The required columns absent from normalized headers, in the spec's order. */
export function findMissingColumns(normalizedHeaders: readonly string[]): ImportColumn[] {
  const present = new Set(normalizedHeaders);
  return IMPORT_COLUMNS.filter((column) => !present.has(column));
}

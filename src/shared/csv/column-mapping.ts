import { z } from "zod";
import { storableString } from "../schemas/text-fields";
import { CONTACT_COLUMNS, IMPORT_COLUMNS, normalizeHeader, type ContactColumn, type ImportColumn } from "./normalize-header";

/**
 * Which header of the file feeds each contact column (null: none), and whether an empty domain is taken from the
 * email's domain. Header names are kept as written in the file, so a remembered mapping matches the next export
 * of the same CRM.
 */
export type ColumnMapping = { columns: Record<ContactColumn, string | null>; domain_from_email: boolean };

export const MAPPING_HEADER_MAX = 200;

export const columnMappingSchema = z.object({
  columns: z.partialRecord(z.enum(CONTACT_COLUMNS), storableString().trim().max(MAPPING_HEADER_MAX, `A column name must be at most ${MAPPING_HEADER_MAX} characters`).nullable()),
  domain_from_email: z.boolean({ error: "domain_from_email must be true or false" }),
});
export type ColumnMappingInput = z.infer<typeof columnMappingSchema>;

// Normalized header names (normalizeHeader) that mean each column, best first: what HubSpot, Salesforce,
// Pipedrive, Apollo and LinkedIn exports call them.
const SYNONYMS: Record<ContactColumn, readonly string[]> = {
  email: ["email", "e-mail", "email_address", "e-mail_address", "work_email", "business_email", "mail"],
  first_name: ["first_name", "given_name", "first", "forename"],
  last_name: ["last_name", "surname", "family_name", "last"],
  company: ["company", "company_name", "organization", "organisation", "organization_name", "account", "account_name", "employer"],
  industry: ["industry", "sector", "vertical", "company_industry"],
  context: ["context", "notes", "note", "description", "comments", "comment", "about"],
  domain: ["domain", "company_domain", "website", "company_website", "website_url", "web_site", "url", "site"],
  title: ["title", "position", "job", "job_position"],
};

/**
 * The proposed mapping for a file's headers: the header remembered for a column when the file has it, else the
 * first header whose normalized name is one of the column's synonyms. A header feeds one column at most. With no
 * domain column, domains come from the emails (unless the rep turned that off last time).
 */
export function proposeMapping(headers: readonly string[], remembered?: ColumnMappingInput | null): ColumnMapping {
  const normalized = headers.map(normalizeHeader);
  const used = new Set<number>();
  const free = (index: number) => index >= 0 && !used.has(index);
  const columns = {} as Record<ContactColumn, string | null>;
  for (const column of CONTACT_COLUMNS) {
    const wanted = remembered?.columns[column];
    let index = wanted ? headers.findIndex((h, i) => !used.has(i) && h === wanted) : -1;
    for (const synonym of SYNONYMS[column]) {
      if (free(index)) break;
      index = normalized.findIndex((h, i) => !used.has(i) && h === synonym);
    }
    columns[column] = free(index) ? headers[index] : null;
    if (index >= 0) used.add(index);
  }
  const domain_from_email = columns.domain === null ? (remembered?.domain_from_email ?? true) : (remembered?.domain_from_email ?? false);
  return { columns, domain_from_email };
}

/** Required columns the mapping leaves empty; a domain taken from the emails counts as mapped. */
export function unmappedColumns(mapping: ColumnMapping): ImportColumn[] {
  return IMPORT_COLUMNS.filter((column) => !mapping.columns[column] && !(column === "domain" && mapping.domain_from_email));
}

/** The part of an email after its last "@", lower-cased ("" when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0 ? "" : email.slice(at + 1).trim().toLowerCase();
}

/** A website written in a domain column ("https://www.acme.com/about") as its domain ("acme.com"). */
export function domainOfWebsite(value: string): string {
  return value
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/[/?#].*$/, "")
    .replace(/:\d+$/, "")
    .replace(/^www\./i, "");
}

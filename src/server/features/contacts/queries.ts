import { sql } from "drizzle-orm";
import { contacts } from "@/server/db/schema";

/** The columns a contact is answered with (snake_case, as in the spec's tables). */
export const contactColumns = {
  id: contacts.id,
  email: contacts.email,
  first_name: contacts.firstName,
  last_name: contacts.lastName,
  company: contacts.company,
  industry: contacts.industry,
  context: contacts.context,
  domain: contacts.domain,
  title: contacts.title,
  created_at: contacts.createdAt,
  updated_at: contacts.updatedAt,
};

/**
 * Everything a search looks in, as one text: the full name first (so "zelda fitz" finds Zelda Fitzgerald), then the
 * other columns split by a line break, which a search box cannot type, so a match never spans two columns.
 */
export const contactSearchText = sql`(${contacts.firstName} || ' ' || ${contacts.lastName} || E'\n' || ${contacts.email} || E'\n' || ${contacts.company} || E'\n' || ${contacts.industry} || E'\n' || ${contacts.domain} || E'\n' || ${contacts.title})`;

/** What each of the list's sort keys orders by: names and companies case-insensitively. */
export const contactSortKeys = {
  name: sql`lower(${contacts.firstName} || ' ' || ${contacts.lastName})`,
  email: sql`lower(${contacts.email})`,
  company: sql`lower(${contacts.company})`,
  created: contacts.createdAt,
};

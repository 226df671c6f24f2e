import { contacts } from "../../db/schema";

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

/** `%` and `_` typed by a user are searched for literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

import type { ContactRow, ImportResult } from "@/shared/schemas/contact";
import { api, unwrap } from "@/client/lib/api";

export const importContacts = (id: string, contacts: ContactRow[], firstRow?: number): Promise<ImportResult> =>
  unwrap(api.campaigns[":id"].contacts.$post({ param: { id }, json: { contacts, first_row: firstRow } }));

import { useState } from "react";
import { contactUpdateSchema, type ContactUpdate } from "@/shared/schemas/contact";
import { toast } from "@/client/lib/toast-store";
import { ApiRequestError } from "@/client/lib/api";
import type { ContactListItem } from "../api/get-contacts";
import { useUpdateContact } from "../api/update-contact";
import type { ContactEdit } from "./contact-row";

const editableValues = (c: ContactListItem): ContactUpdate => ({
  email: c.email,
  first_name: c.first_name,
  last_name: c.last_name,
  company: c.company,
  industry: c.industry,
  context: c.context,
  domain: c.domain,
  title: c.title,
});

/**
 * Rows in edit mode, by contact id; several can be open at once. Cancel drops the edit, so the row shows the
 * stored values again; Save validates with the shared schema, then PATCHes.
 */
export function useContactEdits() {
  const [edits, setEdits] = useState<Record<string, ContactEdit>>({});
  const update = useUpdateContact();

  const patch = (id: string, change: Partial<ContactEdit>) => setEdits((all) => (all[id] ? { ...all, [id]: { ...all[id], ...change } } : all));
  const close = (id: string) =>
    setEdits((all) => {
      const next = { ...all };
      delete next[id];
      return next;
    });

  async function save(id: string) {
    const edit = edits[id];
    if (!edit) return;
    const parsed = contactUpdateSchema.safeParse(edit.values);
    if (!parsed.success) return patch(id, { error: parsed.error.issues[0]?.message ?? "Invalid contact" });
    patch(id, { saving: true, error: null });
    try {
      await update.mutateAsync({ id, values: parsed.data });
      close(id);
      toast.success("Contact saved");
    } catch (error) {
      toast.error("Failed to save contact. Please try again.");
      const message = error instanceof ApiRequestError && error.status < 500 ? error.message : null;
      patch(id, { saving: false, error: message });
    }
  }

  return {
    edits,
    count: Object.keys(edits).length,
    start: (contact: ContactListItem) => setEdits((all) => ({ ...all, [contact.id]: { values: editableValues(contact), error: null, saving: false } })),
    change: (id: string, values: ContactUpdate) => patch(id, { values, error: null }),
    save,
    cancel: close,
  };
}

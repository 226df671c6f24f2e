import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { joinRowErrors } from "@/shared/schemas/contact";
import { contactsQueryKey } from "@/client/features/contacts/api/get-contacts";
import { createCampaign } from "../api/create-campaign";
import { getCampaignsQueryOptions } from "../api/get-campaigns";
import { importContacts } from "../api/import-contacts";
import { updateCampaign } from "../api/update-campaign";
import { chunkContacts } from "../csv/chunk-contacts";
import { campaignPayload, newContactsOf, type WizardDraft } from "./wizard-draft";

export type SaveProgress = { imported: number; total: number } | null;
export type SaveOutcome = { id: string; importErrors: string[] };

/**
 * Save = create (first save) or update the campaign, then import the new contacts. A small list travels with
 * the create call (one transaction); a big file goes in several import requests. Once the campaign exists its
 * id is reported at once, so a retry after a failed import updates it instead of creating a second one.
 */
export function useSaveCampaign(onCreated: (id: string) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SaveProgress>(null);
  const [saving, setSaving] = useState(false);

  async function save(draft: WizardDraft, existingId: string | undefined, currentStep: number): Promise<SaveOutcome> {
    setSaving(true);
    const contacts = newContactsOf(draft);
    // Sent last part first: each request's contacts are newer than the previous ones', so the contacts list
    // (newest first) shows a big file in its own order.
    const chunks = chunkContacts(contacts).reverse();
    const importErrors: string[] = [];
    let imported = 0;
    setProgress(contacts.length > 0 ? { imported, total: contacts.length } : null);
    try {
      let id = existingId;
      let pending = chunks;
      if (!id) {
        const [first, ...rest] = chunks;
        const created = await createCampaign({ ...campaignPayload(draft, currentStep), contacts: first ?? [] });
        id = created.id;
        onCreated(id);
        imported += first?.length ?? 0;
        importErrors.push(...(created.import?.errors ?? []));
        pending = rest;
      } else {
        await updateCampaign(id, campaignPayload(draft, currentStep));
      }
      for (const chunk of pending) {
        setProgress({ imported, total: contacts.length });
        const result = await importContacts(id, chunk);
        importErrors.push(...result.errors);
        imported += chunk.length;
      }
      return { id, importErrors };
    } finally {
      setSaving(false);
      setProgress(null);
      // Lists and counts on other pages changed (campaign list, this campaign, contacts).
      await queryClient.invalidateQueries({ queryKey: getCampaignsQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: contactsQueryKey });
    }
  }

  return { save, saving, progress };
}

/** The server re-checks every row; should it still refuse some, the user sees which ('Row n: ...; ...'). */
export const importErrorsMessage = (errors: string[]) => {
  const shown = errors.slice(0, 5);
  const more = errors.length > shown.length ? `; and ${errors.length - shown.length} more` : "";
  return `Some contacts were not imported: ${joinRowErrors(shown)}${more}`;
};

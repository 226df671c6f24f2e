import { useState } from "react";
import { CONTACT_BULK_MAX } from "@/shared/schemas/contact";
import { deleteWithUndo } from "@/client/lib/pending-deletes";
import { toast } from "@/client/lib/toast-store";
import type { RowSelection } from "@/client/components/table/use-row-selection";
import { downloadText } from "@/client/lib/download-text";
import { BULK_DELETE_PATH, getBulkDeleteSummary, useBulkDeleteContacts, useLinkContactsToCampaign } from "../api/bulk-contacts";
import type { ContactListItem } from "../api/get-contacts";
import { BULK_CONTACT_TEXT, bulkDeleteConfirm, bulkDeletedText, bulkRestoredText, linkedText } from "../bulk-contact-text";
import { contactDeleteKey } from "../delete-contact-text";
import { contactsCsv, contactsCsvFileName } from "../contacts-csv";

/**
 * The contacts table's bulk actions on the ticked rows, which may span pages: delete (confirmed with what it takes
 * down, asked of the server), export the rows as CSV (the selection keeps each row as it was ticked) and add to a
 * campaign. `onDeleted` hears how many went, so the page can step back when its rows are gone.
 */
export function useContactBulkActions(selection: RowSelection<ContactListItem>, onDeleted: (deleted: number) => void) {
  const ids = () => selection.rows.map((row) => row.id);
  // The server takes at most CONTACT_BULK_MAX ids per request; say so rather than fail with a generic error.
  function withinLimit() {
    if (selection.count <= CONTACT_BULK_MAX) return true;
    toast.error(BULK_CONTACT_TEXT.tooMany);
    return false;
  }
  const bulkDelete = useBulkDeleteContacts();
  const link = useLinkContactsToCampaign();
  const [picking, setPicking] = useState(false);

  // The same 5-second Undo as one row's delete: the rows go at once, the request only when the window ends, so
  // Undo brings back every contact with its campaign links and microsites (nothing was removed yet).
  async function deleteSelected() {
    if (!withinLimit()) return;
    const selected = ids();
    let summary: Awaited<ReturnType<typeof getBulkDeleteSummary>>;
    try {
      summary = await getBulkDeleteSummary(selected);
    } catch {
      toast.error(BULK_CONTACT_TEXT.deleteFailed);
      return;
    }
    if (!(await toast.confirm(bulkDeleteConfirm(summary.contacts, summary.live_microsites)))) return;
    selection.clear();
    deleteWithUndo({
      key: selected.map(contactDeleteKey),
      message: bulkDeletedText(summary.contacts, summary.live_microsites),
      restoredMessage: bulkRestoredText(summary.contacts),
      commit: () => bulkDelete.mutateAsync(selected),
      path: BULK_DELETE_PATH,
      body: { ids: selected },
      failedMessage: BULK_CONTACT_TEXT.deleteFailed,
    });
    onDeleted(selected.length);
  }

  function exportSelected() {
    downloadText(contactsCsvFileName(new Date()), contactsCsv(selection.rows));
  }

  async function addTo(campaign: { id: string; name: string }) {
    if (!withinLimit()) return;
    try {
      const contactIds = ids();
      const result = await link.mutateAsync({ campaignId: campaign.id, contactIds });
      setPicking(false);
      selection.clear();
      toast.success(linkedText({ linked: result.linked, already: result.already_linked, selected: contactIds.length }, campaign.name));
    } catch {
      toast.error(BULK_CONTACT_TEXT.linkFailed);
    }
  }

  return { deleteSelected, exportSelected, addTo, picking, setPicking, deleting: bulkDelete.isPending, adding: link.isPending };
}

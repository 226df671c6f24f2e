import { CONTACT_BULK_MAX } from "@/shared/schemas/contact";

/** What the contacts table's bulk actions say (issue 13 item 2). */
const contactsText = (n: number) => (n === 1 ? "1 contact" : `${n.toLocaleString("en-US")} contacts`);
const livePagesText = (n: number) => (n === 1 ? "1 live microsite" : `${n.toLocaleString("en-US")} live microsites`);

/** The confirmation, naming how many live pages go down with the selection (the toast after it offers Undo). */
export const bulkDeleteConfirm = (contacts: number, live: number) =>
  `Delete ${contactsText(contacts)}? ${live > 0 ? `${livePagesText(live)} will stop working.` : "No live microsite will stop working."}`;

export const bulkDeletedText = (deleted: number, live: number) =>
  `${contactsText(deleted)} deleted${live > 0 ? `. ${livePagesText(live)} stopped working.` : ""}`;

/** Undo of a bulk delete: every contact comes back, with its campaigns and microsites. */
export const bulkRestoredText = (restored: number) => `${restored === 1 ? "Contact" : contactsText(restored)} restored`;

/** "Added 3 contacts to Spring": those it already had, and others' contacts the server skipped, said when there are any. */
export function linkedText({ linked, already, selected }: { linked: number; already: number; selected: number }, campaign: string) {
  const skipped = selected - linked - already;
  const notes = [already > 0 ? `${already.toLocaleString("en-US")} already in it` : "", skipped > 0 ? `${skipped.toLocaleString("en-US")} skipped: not the campaign owner's` : ""].filter(Boolean);
  return `Added ${contactsText(linked)} to ${campaign}${notes.length > 0 ? ` (${notes.join("; ")})` : ""}`;
}

export const BULK_CONTACT_TEXT = {
  tooMany: `One action takes at most ${CONTACT_BULK_MAX.toLocaleString("en-US")} contacts: untick some and try again.`,
  deleteFailed: "Failed to delete the contacts. Please try again.",
  linkFailed: "Failed to add the contacts to the campaign. Please try again.",
} as const;

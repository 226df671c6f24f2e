/** What the contacts table's bulk actions say (issue 13 item 2). */
const contactsText = (n: number) => (n === 1 ? "1 contact" : `${n.toLocaleString("en-US")} contacts`);
const livePagesText = (n: number) => (n === 1 ? "1 live microsite" : `${n.toLocaleString("en-US")} live microsites`);

/** The confirmation, naming how many live pages go down with the selection. */
export const bulkDeleteConfirm = (contacts: number, live: number) =>
  `Delete ${contactsText(contacts)}? ${live > 0 ? `${livePagesText(live)} will stop working.` : "None of them has a live microsite."} This cannot be undone.`;

export const bulkDeletedText = (deleted: number, live: number) =>
  `${contactsText(deleted)} deleted${live > 0 ? `. ${livePagesText(live)} stopped working.` : ""}`;

export const linkedText = (linked: number, already: number, campaign: string) =>
  `Added ${contactsText(linked)} to ${campaign}${already > 0 ? ` (${already.toLocaleString("en-US")} already in it)` : ""}`;

export const BULK_CONTACT_TEXT = {
  deleteFailed: "Failed to delete the contacts. Please try again.",
  linkFailed: "Failed to add the contacts to the campaign. Please try again.",
} as const;

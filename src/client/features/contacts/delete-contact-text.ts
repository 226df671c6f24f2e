/** Spec 8 contact strings, plus what deleting does to the contact's live pages (issue 15 item 11). */
export const DELETE_CONTACT_TEXT = {
  confirm: "Are you sure you want to delete this contact?",
  failed: "Failed to delete contact. Please try again.",
  restored: "Contact restored",
} as const;

/** The contact's key while its delete waits out the undo window. */
export const contactDeleteKey = (id: string) => `contact:${id}`;

const pages = (live: number) => (live === 1 ? "Their live microsite" : `Their ${live.toLocaleString("en-US")} live microsites`);

/** The confirm question: the spec's, with a warning when the contact has live pages. */
export const deleteContactConfirm = (live: number) =>
  live > 0 ? `${DELETE_CONTACT_TEXT.confirm} ${pages(live)} will stop working.` : DELETE_CONTACT_TEXT.confirm;

/** The success toast, saying which pages went down with the contact. */
export const contactDeletedText = (live: number) => (live > 0 ? `Contact deleted. ${pages(live)} stopped working.` : "Contact deleted");

import { describe, expect, it } from "vitest";
import { contactDeletedText, deleteContactConfirm } from "./delete-contact-text";

describe("deleting a contact says what happens to their live pages", () => {
  it("keeps the spec's confirm for a contact without a live microsite", () => {
    expect(deleteContactConfirm(0)).toBe("Are you sure you want to delete this contact?");
    expect(contactDeletedText(0)).toBe("Contact deleted");
  });

  it("warns that a live microsite will stop working, and confirms that it did", () => {
    expect(deleteContactConfirm(1)).toBe("Are you sure you want to delete this contact? Their live microsite will stop working.");
    expect(contactDeletedText(1)).toBe("Contact deleted. Their live microsite stopped working.");
    expect(deleteContactConfirm(3)).toBe("Are you sure you want to delete this contact? Their 3 live microsites will stop working.");
  });
});

import { describe, expect, it } from "vitest";
import { bulkDeleteConfirm, bulkDeletedText, bulkRestoredText, linkedText } from "./bulk-contact-text";

describe("bulk contact texts", () => {
  it("names how many live pages a bulk delete takes down", () => {
    expect(bulkDeleteConfirm(3, 1)).toBe("Delete 3 contacts? 1 live microsite will stop working.");
    expect(bulkDeleteConfirm(1, 0)).toBe("Delete 1 contact? No live microsite will stop working.");
    expect(bulkDeletedText(1200, 2)).toBe("1,200 contacts deleted. 2 live microsites stopped working.");
    expect(bulkDeletedText(2, 0)).toBe("2 contacts deleted");
    expect(bulkRestoredText(2)).toBe("2 contacts restored");
    expect(bulkRestoredText(1)).toBe("Contact restored");
  });

  it("says what adding to a campaign did, including what it left out", () => {
    expect(linkedText({ linked: 2, already: 0, selected: 2 }, "Spring")).toBe("Added 2 contacts to Spring");
    expect(linkedText({ linked: 1, already: 1, selected: 4 }, "Spring")).toBe("Added 1 contact to Spring (1 already in it; 2 skipped: not the campaign owner's)");
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deleteWithUndo, pendingDeletes, UNDO_WINDOW_MS } from "./pending-deletes";
import { toast } from "./toast-store";

const undoToast = () => toast.list().find((t) => t.action?.label === "Undo");

describe("deleteWithUndo", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    toast.list().forEach((t) => toast.dismiss(t.id));
    vi.useRealTimers();
  });

  const request = (key: string, commit: () => Promise<unknown>) => ({ key, message: "Contact deleted", restoredMessage: "Contact restored", commit, path: `/api/contacts/${key}`, failedMessage: "Failed to delete contact. Please try again." });

  it("hides the record at once and sends the delete only when the undo window ends", async () => {
    const commit = vi.fn(() => Promise.resolve());
    deleteWithUndo(request("contact:1", commit));
    expect(pendingDeletes.has("contact:1")).toBe(true);
    expect(undoToast()?.message).toBe("Contact deleted");
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledOnce();
    await vi.runAllTimersAsync();
    expect(pendingDeletes.has("contact:1")).toBe(false);
    expect(undoToast()).toBeUndefined();
  });

  it("Undo cancels the delete: nothing is sent and the record shows again", () => {
    const commit = vi.fn(() => Promise.resolve());
    deleteWithUndo(request("contact:2", commit));
    toast.act(undoToast()!.id);
    expect(pendingDeletes.has("contact:2")).toBe(false);
    expect(toast.list().map((t) => t.message)).toEqual(["Contact restored"]);
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 2);
    expect(commit).not.toHaveBeenCalled();
  });

  it("a failed delete shows the record again with the failure message", async () => {
    deleteWithUndo(request("contact:3", () => Promise.reject(new Error("500"))));
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    expect(pendingDeletes.has("contact:3")).toBe(false);
    expect(toast.list().map((t) => t.message)).toContain("Failed to delete contact. Please try again.");
  });

  it("a bulk delete hides every record, Undo brings them all back, and the one request is sent only when the window ends", async () => {
    const commit = vi.fn(() => Promise.resolve());
    const keys = ["contact:a", "contact:b", "contact:c"];
    deleteWithUndo({ ...request("contact:a", commit), key: keys, message: "3 contacts deleted", path: "/api/contacts/bulk/delete", body: { ids: ["a", "b", "c"] } });
    expect(keys.map((k) => pendingDeletes.has(k))).toEqual([true, true, true]);
    toast.act(undoToast()!.id);
    expect(keys.map((k) => pendingDeletes.has(k))).toEqual([false, false, false]);
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 2);
    expect(commit).not.toHaveBeenCalled();

    deleteWithUndo({ ...request("contact:a", commit), key: keys, message: "3 contacts deleted", path: "/api/contacts/bulk/delete", body: { ids: ["a", "b", "c"] } });
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    expect(commit).toHaveBeenCalledOnce();
    expect(keys.map((k) => pendingDeletes.has(k))).toEqual([false, false, false]);
  });
});

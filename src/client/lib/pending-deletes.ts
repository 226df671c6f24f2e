import { useSyncExternalStore } from "react";
import { refusalMessage } from "./api";
import { toast } from "./toast-store";

/** How long a delete can be undone: the record stays on the server until then. */
export const UNDO_WINDOW_MS = 5_000;

let pending: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
/** The delete request of each waiting delete, sent at once if the page goes away first. */
const onLeave = new Map<symbol, () => void>();

function setPending(next: ReadonlySet<string>) {
  pending = next;
  listeners.forEach((l) => l());
}
const hold = (keys: readonly string[]) => setPending(new Set([...pending, ...keys]));
const release = (keys: readonly string[]) => setPending(new Set([...pending].filter((k) => !keys.includes(k))));

// Leaving the page (reload, closed tab, another site) ends every window at once: the deletes the user did not undo
// are sent with keepalive, which outlives the page, so a reload never brings back a record the user deleted.
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => {
    for (const send of onLeave.values()) send();
    onLeave.clear();
  });
}

export type UndoableDelete = {
  /**
   * Names the records in the pending set, e.g. `contact:{id}` (one, or every record of a bulk delete); lists hide
   * the rows whose key is pending.
   */
  key: string | readonly string[];
  /** The toast shown at once, with its Undo button. */
  message: string;
  /** Shown when Undo is clicked. */
  restoredMessage: string;
  /** The real delete request (it refreshes the lists itself), sent when the undo window ends. */
  commit: () => Promise<unknown>;
  /**
   * The same request, sent with keepalive if the page is left within the window: a DELETE of `path`
   * (`/api/contacts/{id}`), or a POST of `body` as JSON to it when given (`/api/contacts/bulk/delete`, `{ids}`).
   */
  path: string;
  body?: unknown;
  failedMessage: string;
};

const leaveRequest = (body: unknown): RequestInit =>
  body === undefined
    ? { method: "DELETE", keepalive: true, credentials: "same-origin" }
    : { method: "POST", keepalive: true, credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };

/**
 * Delete with undo, deferred: the rows disappear at once and an "Undo" toast shows for UNDO_WINDOW_MS; only when
 * the window ends is the delete sent. Undo cancels it, so nothing was ever removed and everything linked to the
 * records (a contact's campaign links and microsites, a framework's campaigns) is simply still there. The server
 * stays the source of truth and holds the records until the delete is sent; leaving the page within the window
 * sends it at once (keepalive), and if even that cannot be sent the records simply stay: nothing is ever lost.
 */
export function deleteWithUndo({ key, message, restoredMessage, commit, path, body, failedMessage }: UndoableDelete) {
  const keys = typeof key === "string" ? [key] : [...key];
  const entry = Symbol(keys[0]);
  hold(keys);
  const timer = setTimeout(() => {
    onLeave.delete(entry);
    toast.dismiss(toastId);
    commit()
      .catch((error: unknown) => toast.error(refusalMessage(error, failedMessage)))
      // Released after the lists refetched without the rows, so they do not flash back in between.
      .finally(() => release(keys));
  }, UNDO_WINDOW_MS);
  onLeave.set(entry, () => {
    clearTimeout(timer);
    void fetch(path, leaveRequest(body)).catch(() => undefined);
  });
  const toastId = toast.withAction(
    message,
    {
      label: "Undo",
      run: () => {
        clearTimeout(timer);
        onLeave.delete(entry);
        release(keys);
        toast.success(restoredMessage);
      },
    },
    UNDO_WINDOW_MS,
  );
}

export const pendingDeletes = {
  has: (key: string) => pending.has(key),
  list: () => pending,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** A microsite's key while its delete waits out the undo window (the campaigns and launch features both need it). */
export const micrositeDeleteKey = (id: string) => `microsite:${id}`;

/** The records whose delete is waiting out its undo window (keys as given to deleteWithUndo). */
export function usePendingDeletes(): ReadonlySet<string> {
  return useSyncExternalStore(pendingDeletes.subscribe, pendingDeletes.list);
}

import { useSyncExternalStore } from "react";
import { refusalMessage } from "../lib/api";
import { toast } from "./toast-store";

/** How long a delete can be undone: the record stays on the server until then. */
export const UNDO_WINDOW_MS = 5_000;

let pending: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
/** The DELETE request of each waiting delete, sent at once if the page goes away first. */
const onLeave = new Map<string, () => void>();

function setPending(next: ReadonlySet<string>) {
  pending = next;
  listeners.forEach((l) => l());
}
const hold = (key: string) => setPending(new Set([...pending, key]));
const release = (key: string) => {
  onLeave.delete(key);
  setPending(new Set([...pending].filter((k) => k !== key)));
};

// Leaving the page (reload, closed tab, another site) ends every window at once: the deletes the user did not undo
// are sent with keepalive, which outlives the page, so a reload never brings back a record the user deleted.
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => {
    for (const send of onLeave.values()) send();
    onLeave.clear();
  });
}

export type UndoableDelete = {
  /** Names the record in the pending set, e.g. `contact:{id}`; lists hide the rows whose key is pending. */
  key: string;
  /** The toast shown at once, with its Undo button. */
  message: string;
  /** Shown when Undo is clicked. */
  restoredMessage: string;
  /** The real delete request (it refreshes the lists itself), sent when the undo window ends. */
  commit: () => Promise<unknown>;
  /** The same request's path (`/api/contacts/{id}`), sent with keepalive if the page is left within the window. */
  path: string;
  failedMessage: string;
};

/**
 * Delete with undo, deferred: the row disappears at once and an "Undo" toast shows for UNDO_WINDOW_MS; only when
 * the window ends is the delete sent. Undo cancels it, so nothing was ever removed and everything linked to the
 * record (a contact's campaign links and microsites, a framework's campaigns) is simply still there. The server
 * stays the source of truth and holds the record until the delete is sent; leaving the page within the window
 * sends it at once (keepalive), and if even that cannot be sent the record simply stays: nothing is ever lost.
 */
export function deleteWithUndo({ key, message, restoredMessage, commit, path, failedMessage }: UndoableDelete) {
  hold(key);
  const timer = setTimeout(() => {
    onLeave.delete(key);
    toast.dismiss(toastId);
    commit()
      .catch((error: unknown) => toast.error(refusalMessage(error, failedMessage)))
      // Released after the lists refetched without the row, so it does not flash back in between.
      .finally(() => release(key));
  }, UNDO_WINDOW_MS);
  onLeave.set(key, () => {
    clearTimeout(timer);
    void fetch(path, { method: "DELETE", keepalive: true, credentials: "same-origin" }).catch(() => undefined);
  });
  const toastId = toast.withAction(
    message,
    {
      label: "Undo",
      run: () => {
        clearTimeout(timer);
        release(key);
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

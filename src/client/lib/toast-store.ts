import { useSyncExternalStore } from "react";
import { TOAST_DURATION_MS } from "@/shared/constants";

export type ToastType = "success" | "error" | "confirm";
/** A button inside the toast (e.g. "Undo"); clicking it runs `run` and closes the toast. */
export type ToastAction = { label: string; run: () => void };
export type Toast = { id: number; message: string; type: ToastType; resolve?: (answer: boolean) => void; action?: ToastAction };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: Toast[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

function remove(id: number) {
  emit(toasts.filter((t) => t.id !== id));
}

function show(message: string, type: "success" | "error", action?: ToastAction, durationMs = TOAST_DURATION_MS) {
  const id = nextId++;
  emit([...toasts, { id, message, type, action }]);
  setTimeout(() => remove(id), durationMs);
  return id;
}

/** One toast module for the whole app: success/error hide after 3 s; confirm waits for Yes (true) or No (false). */
export const toast = {
  success: (message: string) => show(message, "success"),
  error: (message: string) => show(message, "error"),
  /** A success toast with an action button, shown for `durationMs` (the action's window, e.g. an undo's). */
  withAction: (message: string, action: ToastAction, durationMs: number) => show(message, "success", action, durationMs),
  act(id: number) {
    toasts.find((t) => t.id === id)?.action?.run();
    remove(id);
  },
  confirm: (message: string) =>
    new Promise<boolean>((resolve) => {
      const id = nextId++;
      emit([...toasts, { id, message, type: "confirm", resolve }]);
    }),
  answer(id: number, value: boolean) {
    toasts.find((t) => t.id === id)?.resolve?.(value);
    remove(id);
  },
  dismiss: remove,
  list: () => toasts,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(toast.subscribe, toast.list);
}

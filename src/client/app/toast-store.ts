import { useSyncExternalStore } from "react";
import { TOAST_DURATION_MS } from "../../shared/constants";

export type ToastType = "success" | "error" | "confirm";
export type Toast = { id: number; message: string; type: ToastType; resolve?: (answer: boolean) => void };

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

function show(message: string, type: "success" | "error") {
  const id = nextId++;
  emit([...toasts, { id, message, type }]);
  setTimeout(() => remove(id), TOAST_DURATION_MS);
  return id;
}

/** One toast module for the whole app: success/error hide after 3 s; confirm waits for Yes (true) or No (false). */
export const toast = {
  success: (message: string) => show(message, "success"),
  error: (message: string) => show(message, "error"),
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

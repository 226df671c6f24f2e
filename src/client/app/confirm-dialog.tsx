import { AlertDialog } from "radix-ui";
import { useRef } from "react";
import { Button } from "../components/ui/button";
import { toast, useToasts } from "../lib/toast-store";

/**
 * The oldest open confirmation (toast.confirm) as a modal dialog: focus moves into it (to No, so Enter never
 * deletes by accident), stays trapped until answered, Escape answers No, and focus returns to the button that asked.
 */
export function ConfirmDialog() {
  const confirm = useToasts().find((t) => t.type === "confirm");
  // Where focus was when the question was asked (the button that asked): there is no Dialog trigger to return to.
  const askedFrom = useRef<Element | null>(null);
  return (
    <AlertDialog.Root open={Boolean(confirm)} onOpenChange={(open) => (!open && confirm ? toast.answer(confirm.id, false) : undefined)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-slate-900/40" />
        {confirm ? (
          <AlertDialog.Content
            data-toast-type="confirm"
            // The question is the title; there is nothing further to describe.
            aria-describedby={undefined}
            onOpenAutoFocus={() => {
              askedFrom.current = document.activeElement;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const element = askedFrom.current;
              if (element instanceof HTMLElement && element.isConnected) element.focus();
            }}
            className="fixed top-1/2 left-1/2 z-[70] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl focus:outline-none"
          >
            <AlertDialog.Title className="text-base font-medium text-slate-900">{confirm.message}</AlertDialog.Title>
            <div className="mt-5 flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary">No</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button variant="danger" onClick={() => toast.answer(confirm.id, true)}>
                  Yes
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        ) : null}
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

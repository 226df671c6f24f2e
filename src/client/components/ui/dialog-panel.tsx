import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "@/client/lib/cn";
import { Button } from "./button";

/**
 * The app's dialog window inside a Radix Dialog.Root: overlay, centred panel, a header with title, description and
 * a close button, then the body. `className` sets the panel's size (e.g. "max-h-[85vh] max-w-xl").
 */
export function DialogPanel({ title, description, className, children }: { title: string; description: string; className: string; children: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
      <Dialog.Content className={cn("fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none", className)}>
        <div className="flex items-center justify-between border-b border-slate-100 p-5">
          <div>
            <Dialog.Title className="text-base font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Description className="text-sm text-slate-500">{description}</Dialog.Description>
          </div>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close">
              <X />
            </Button>
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

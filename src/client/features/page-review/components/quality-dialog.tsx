import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { DialogPanel } from "@/client/components/ui/dialog-panel";
import { QualityScoreBadge } from "./quality-score-badge";

type Props = { name: string; score: number; failed: boolean; open?: boolean; onOpenChange?: (open: boolean) => void; children: ReactNode };

/** A page's quality score as a button; a click opens its pass/fail list (`children`) in a dialog. */
export function QualityDialog({ name, score, failed, open, onOpenChange, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button type="button" className="cursor-pointer rounded-full focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none" aria-label={`Quality checks for ${name}: ${failed ? "page failed, " : ""}score ${score}`}>
          <QualityScoreBadge score={score} failed={failed} />
        </button>
      </Dialog.Trigger>
      <DialogPanel title="Quality checks" description={`${name}'s page, as last generated or edited`} className="max-h-[85vh] max-w-lg">
        <div className="overflow-y-auto p-5">{children}</div>
      </DialogPanel>
    </Dialog.Root>
  );
}

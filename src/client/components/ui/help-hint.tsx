import { Info } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";

/**
 * A figure's definition behind a small (i) button: shown on hover and keyboard focus, and on tap where there is
 * no hover (phones). The text stays in the page's accessibility tree through the button's description.
 */
export function HelpHint({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        aria-label={`What ${label} means`}
        className="inline-grid size-5 place-items-center rounded-full text-slate-400 outline-none hover:text-slate-600 focus-visible:ring-2 focus-visible:ring-brand-500"
        // A click (or tap) only ever opens: after a hover has opened it, a toggle would close it again.
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        <Info className="size-3.5" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          role="tooltip"
          // Focus stays where it is: moving it to the trigger on close would reopen the hint through onFocus.
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          className="z-50 max-w-72 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-relaxed text-white shadow-lg"
          data-testid="help-hint"
        >
          {text}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

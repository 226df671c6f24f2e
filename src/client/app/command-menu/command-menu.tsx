import { CornerDownLeft, Search } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { cn } from "@/client/lib/cn";
import { isCommandMenuShortcut, matchCommands, type Command } from "./match-commands";
import { COMMAND_GROUP_LIMIT, useCommands } from "./use-commands";

const GROUPS: Command["group"][] = ["Pages", "Campaigns", "Contacts"];

/** The matches to show, at most COMMAND_GROUP_LIMIT per group, in group order (the order arrow keys walk). */
function visibleCommands(commands: Command[], query: string) {
  const matched = matchCommands(commands, query);
  return GROUPS.flatMap((group) => matched.filter((c) => c.group === group).slice(0, COMMAND_GROUP_LIMIT));
}

/**
 * Ctrl/Cmd-K (or the top bar's search button): jump to any page, campaign or contact by typing. Arrow keys move,
 * Enter goes, Escape closes; focus returns to where it was.
 */
export function CommandMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const { commands, searchingContacts } = useCommands(query, open);
  const shown = visibleCommands(commands, query);
  const current = shown[Math.min(active, shown.length - 1)];

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (!isCommandMenuShortcut(e)) return;
      e.preventDefault();
      onOpenChange(!open);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onOpenChange]);

  function go(command: Command | undefined) {
    if (!command) return;
    onOpenChange(false);
    setQuery("");
    navigate(command.to);
  }

  function onInputKey(e: React.KeyboardEvent) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (Math.min(i, shown.length - 1) + step + shown.length) % Math.max(shown.length, 1));
    } else if (e.key === "Enter") {
      e.preventDefault();
      go(current);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content aria-describedby={undefined} className="fixed top-[12vh] left-1/2 z-50 w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-2xl focus:outline-none">
          <Dialog.Title className="sr-only">Go to</Dialog.Title>
          <div className="flex items-center gap-3 border-b border-slate-100 px-4">
            <Search className="size-4 shrink-0 text-slate-400" aria-hidden />
            <input
              role="combobox"
              aria-expanded
              aria-controls={listId}
              aria-activedescendant={current ? `${listId}-${current.id}` : undefined}
              aria-label="Go to a page, campaign or contact"
              placeholder="Go to a page, campaign or contact…"
              className="h-12 flex-1 bg-transparent text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={onInputKey}
            />
            <kbd className="hidden rounded border border-slate-200 px-1.5 text-[11px] text-slate-500 sm:block">Esc</kbd>
          </div>
          <ul id={listId} role="listbox" aria-label="Results" className="max-h-[60vh] overflow-y-auto p-2">
            {shown.length === 0 ? <li className="px-3 py-6 text-center text-sm text-slate-500">{searchingContacts ? "Searching contacts…" : "Nothing matches"}</li> : null}
            {shown.map((command, index) => (
              <li
                key={command.id}
                id={`${listId}-${command.id}`}
                role="option"
                aria-selected={command === current}
                className={cn("flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm", command === current ? "bg-brand-50 text-brand-900" : "text-slate-700")}
                onMouseMove={() => setActive(index)}
                onClick={() => go(command)}
              >
                <span className="w-20 shrink-0 text-[11px] font-medium tracking-wide text-slate-400 uppercase">{command.group}</span>
                <span className="min-w-0 flex-1 truncate">
                  {command.label}
                  {command.hint ? <span className="ml-2 text-xs text-slate-400">{command.hint}</span> : null}
                </span>
                {command === current ? <CornerDownLeft className="size-4 shrink-0 text-slate-400" aria-hidden /> : null}
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

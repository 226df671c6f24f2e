/** One place the command menu can go to. */
export type Command = { id: string; group: "Pages" | "Campaigns" | "Contacts"; label: string; hint?: string; to: string };

/**
 * The commands matching what was typed: every word must appear in the label or hint (any case); labels that start
 * with the query come first, then the rest in their given order. An empty query keeps everything.
 */
export function matchCommands(commands: readonly Command[], query: string): Command[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...commands];
  const hits = commands.filter((c) => {
    const text = `${c.label} ${c.hint ?? ""}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const first = words.join(" ");
  return [...hits.filter((c) => c.label.toLowerCase().startsWith(first)), ...hits.filter((c) => !c.label.toLowerCase().startsWith(first))];
}

/** Whether a keydown is the menu's shortcut: Ctrl-K, or Cmd-K on a Mac. */
export const isCommandMenuShortcut = (e: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "altKey" | "shiftKey">) =>
  e.key.toLowerCase() === "k" && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey;

import { X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { cn } from "@/client/lib/cn";

type TagInputProps = {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  /** Name of one entry, for the remove buttons' accessible names ("Remove tag Headings"). */
  itemLabel?: string;
  suggestions?: readonly string[];
  className?: string;
};

/** A list of short text entries: type and press Enter (or comma) to add, click × to remove. Duplicates are ignored. */
export function TagInput({ id, value, onChange, placeholder = "Type and press Enter", itemLabel = "tag", suggestions, className }: TagInputProps) {
  const [draft, setDraft] = useState("");
  const add = (raw: string) => {
    const entry = raw.trim();
    if (entry && !value.includes(entry)) onChange([...value, entry]);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(draft);
    } else if (event.key === "Backspace" && !draft && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  const listId = suggestions ? `${id}-suggestions` : undefined;
  return (
    <div
      className={cn(
        "flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200",
        className,
      )}
    >
      {value.map((entry) => (
        <span key={entry} className="inline-flex items-center gap-1 rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {entry}
          <button
            type="button"
            aria-label={`Remove ${itemLabel} ${entry}`}
            className="cursor-pointer text-slate-400 hover:text-slate-700"
            onClick={() => onChange(value.filter((v) => v !== entry))}
          >
            <X className="size-3" aria-hidden />
          </button>
        </span>
      ))}
      <input
        id={id}
        list={listId}
        value={draft}
        placeholder={value.length ? "" : placeholder}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => add(draft)}
        className="min-w-32 flex-1 border-0 bg-transparent px-1 text-sm outline-none placeholder:text-slate-400"
      />
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.filter((s) => !value.includes(s)).map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}

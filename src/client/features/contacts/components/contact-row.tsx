import { Pencil, Trash2 } from "lucide-react";
import type { HTMLAttributes } from "react";
import { Link } from "react-router";
import type { ContactUpdate } from "@/shared/schemas/contact";
import { cardTable } from "@/client/components/table/card-table";
import { RowTickBox } from "@/client/components/table/tick-box";
import { Button } from "@/client/components/ui/button";
import { FieldError, Input } from "@/client/components/ui/input";
import { cn } from "@/client/lib/cn";
import type { ContactListItem } from "../api/get-contacts";

export type ContactEdit = { values: ContactUpdate; error: string | null; saving: boolean };

type EditableField = "first_name" | "last_name" | "title" | "email" | "company" | "industry" | "context";

type Props = {
  contact: ContactListItem;
  edit: ContactEdit | undefined;
  ticked: boolean;
  /** The table's keyboard handling (focus, arrows, Space, Enter) for this row. */
  rowProps: HTMLAttributes<HTMLTableRowElement>;
  onTick: () => void;
  onEdit: () => void;
  onChange: (values: ContactUpdate) => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
};

const fullName = (c: { first_name?: string; last_name?: string }) => `${c.first_name ?? ""} ${c.last_name ?? ""}`.trim() || "—";

const rowClass = cn(cardTable.row, "outline-none focus-visible:bg-brand-50/60 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset");
const cell = cn(cardTable.cell, "truncate px-4 py-3 text-slate-600");
// An edited row on a phone: each input on a line of its own, full width.
const editCell = "px-2 py-2 max-sm:block max-sm:px-0 max-sm:py-1";

/** One contacts-table row (a card on phones), in view mode or edit mode (spec 4: view, edit, then save or cancel). */
export function ContactRow({ contact, edit, ticked, rowProps, onTick, onEdit, onChange, onSave, onCancel, onDelete }: Props) {
  const name = fullName(contact);
  const tick = (
    <td className={cn(cardTable.tickCell, "px-3 py-3 align-top")}>
      <RowTickBox checked={ticked} onToggle={onTick} label={`Select ${name}`} />
    </td>
  );
  if (!edit) {
    return (
      <tr data-testid="contact-row" data-email={contact.email} data-ticked={ticked || undefined} className={rowClass} {...rowProps}>
        {tick}
        <td className="px-4 py-3 max-sm:block max-sm:px-0 max-sm:pb-1">
          <p className="truncate font-medium text-slate-900" title={name}>
            {name}
          </p>
          {contact.title ? (
            <p className="truncate text-xs text-slate-500" title={contact.title} data-testid="contact-title">
              {contact.title}
            </p>
          ) : null}
        </td>
        <td className={cell} data-label="Email" title={contact.email}>
          <span className="truncate">{contact.email}</span>
        </td>
        <td className={cell} data-label="Company">
          {contact.company || "—"}
        </td>
        <td className={cell} data-label="Industry">
          {contact.industry || "—"}
        </td>
        <td className={cell} data-label="Context" title={contact.context}>
          <span className="truncate">{contact.context || "—"}</span>
        </td>
        <td className={cn(cardTable.cell, "px-4 py-3")} data-label="Campaigns">
          <div className="flex min-w-0 flex-col items-start gap-1 max-sm:items-end">
            {contact.campaigns.length === 0 ? <span className="text-slate-400">—</span> : null}
            {contact.campaigns.map((c) => (
              <Link
                key={c.id}
                to={`/campaigns/${c.id}/view`}
                title={c.name}
                className="max-w-full truncate rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-100"
              >
                {c.name}
              </Link>
            ))}
          </div>
        </td>
        <td className={cn(cardTable.actionsCell, "px-4 py-2 text-right whitespace-nowrap")}>
          <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
            <Pencil />
          </Button>
          <Button variant="danger-ghost" size="icon" aria-label={`Delete ${name}`} onClick={onDelete}>
            <Trash2 />
          </Button>
        </td>
      </tr>
    );
  }

  const field = (key: EditableField, label: string) => (
    <Input
      aria-label={label}
      placeholder={label}
      className="h-8 min-w-0"
      value={edit.values[key] ?? ""}
      onChange={(e) => onChange({ ...edit.values, [key]: e.target.value })}
      onKeyDown={(e) => {
        if (e.key === "Enter") onSave();
        if (e.key === "Escape") onCancel();
      }}
    />
  );
  return (
    <tr data-testid="contact-row" data-email={contact.email} data-editing="true" className={cn(rowClass, "bg-brand-50/40 align-top")} {...rowProps}>
      {tick}
      <td className={editCell}>
        <div className="flex flex-col gap-1.5">
          {field("first_name", "First name")}
          {field("last_name", "Last name")}
          {field("title", "Job title")}
        </div>
      </td>
      <td className={editCell}>
        {field("email", "Email")}
        <FieldError message={edit.error} />
      </td>
      <td className={editCell}>{field("company", "Company")}</td>
      <td className={editCell}>{field("industry", "Industry")}</td>
      <td className={editCell}>{field("context", "Context")}</td>
      <td className={cn(editCell, "text-xs break-words text-slate-500")}>{contact.campaigns.map((c) => c.name).join(", ") || "—"}</td>
      <td className={cn(editCell, "text-right")}>
        <div className="flex flex-col items-end gap-1.5 max-sm:flex-row max-sm:justify-end">
          <Button size="sm" onClick={onSave} disabled={edit.saving}>
            {edit.saving ? "Saving..." : "Save"}
          </Button>
          <Button size="sm" variant="secondary" onClick={onCancel} disabled={edit.saving}>
            Cancel
          </Button>
        </div>
      </td>
    </tr>
  );
}

import { Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { ContactUpdate } from "../../../../shared/schemas/contact";
import { Button } from "../../../components/ui/button";
import { FieldError, Input } from "../../../components/ui/input";
import type { ContactListItem } from "../api/get-contacts";

export type ContactEdit = { values: ContactUpdate; error: string | null; saving: boolean };

type EditableField = "first_name" | "last_name" | "title" | "email" | "company" | "industry" | "context";

type Props = {
  contact: ContactListItem;
  edit: ContactEdit | undefined;
  onEdit: () => void;
  onChange: (values: ContactUpdate) => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
};

const fullName = (c: { first_name?: string; last_name?: string }) => `${c.first_name ?? ""} ${c.last_name ?? ""}`.trim() || "—";

/** One contacts-table row, in view mode or edit mode (spec 4: view, edit, then save or cancel). */
export function ContactRow({ contact, edit, onEdit, onChange, onSave, onCancel, onDelete }: Props) {
  const name = fullName(contact);
  if (!edit) {
    return (
      <tr data-testid="contact-row" data-email={contact.email}>
        <td className="px-4 py-3">
          <p className="truncate font-medium text-slate-900" title={name}>
            {name}
          </p>
          {contact.title ? (
            <p className="truncate text-xs text-slate-500" title={contact.title} data-testid="contact-title">
              {contact.title}
            </p>
          ) : null}
        </td>
        <td className="truncate px-4 py-3 text-slate-600" title={contact.email}>
          {contact.email}
        </td>
        <td className="truncate px-4 py-3 text-slate-600">{contact.company || "—"}</td>
        <td className="truncate px-4 py-3 text-slate-600">{contact.industry || "—"}</td>
        <td className="truncate px-4 py-3 text-slate-600" title={contact.context}>
          {contact.context || "—"}
        </td>
        <td className="px-4 py-3">
          <div className="flex flex-col items-start gap-1">
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
        <td className="px-4 py-2 text-right whitespace-nowrap">
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
    <tr data-testid="contact-row" data-email={contact.email} data-editing="true" className="bg-brand-50/40 align-top">
      <td className="px-2 py-2">
        <div className="flex flex-col gap-1.5">
          {field("first_name", "First name")}
          {field("last_name", "Last name")}
          {field("title", "Job title")}
        </div>
      </td>
      <td className="px-2 py-2">
        {field("email", "Email")}
        <FieldError message={edit.error} />
      </td>
      <td className="px-2 py-2">{field("company", "Company")}</td>
      <td className="px-2 py-2">{field("industry", "Industry")}</td>
      <td className="px-2 py-2">{field("context", "Context")}</td>
      <td className="px-2 py-2 text-xs break-words text-slate-500">{contact.campaigns.map((c) => c.name).join(", ") || "—"}</td>
      <td className="px-2 py-2 text-right">
        <div className="flex flex-col items-end gap-1.5">
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

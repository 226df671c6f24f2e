import { UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { CONTACT_COLUMNS, type ContactColumn } from "@/shared/csv/normalize-header";
import { checkContactRow, CONTACT_MESSAGES, type ContactRow } from "@/shared/schemas/contact";
import { Button } from "@/client/components/ui/button";
import { FieldError, Input, Label } from "@/client/components/ui/input";

const LABELS: Record<ContactColumn, string> = {
  email: "Email",
  first_name: "First name",
  last_name: "Last name",
  company: "Company",
  industry: "Industry",
  context: "Context",
  domain: "Domain",
  title: "Job title (optional)",
};
const emptyContact = () => Object.fromEntries(CONTACT_COLUMNS.map((c) => [c, ""])) as ContactRow;

/** Adds one contact by hand, checked with the same rules as a CSV row (every required column, valid and new email). */
export function AddContactForm({ knownEmails, onAdd }: { knownEmails: Set<string>; onAdd: (contact: ContactRow) => void }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<ContactRow>(emptyContact);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = checkContactRow(values);
    if (!result.ok) return setError(result.message);
    if (knownEmails.has(result.contact.email.toLowerCase())) return setError(CONTACT_MESSAGES.duplicateEmail);
    onAdd(result.contact);
    setValues(emptyContact());
    setError(null);
  }

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden /> Add contact by hand
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Add a contact" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {CONTACT_COLUMNS.map((column) => (
          <div key={column} className={column === "context" ? "flex flex-col gap-1.5 sm:col-span-2" : "flex flex-col gap-1.5"}>
            <Label htmlFor={`new-contact-${column}`}>{LABELS[column]}</Label>
            <Input
              id={`new-contact-${column}`}
              type={column === "email" ? "email" : "text"}
              value={values[column]}
              onChange={(e) => setValues({ ...values, [column]: e.target.value })}
            />
          </div>
        ))}
      </div>
      <FieldError message={error} />
      <div className="flex gap-2">
        <Button type="submit">Add contact</Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Done
        </Button>
      </div>
    </form>
  );
}

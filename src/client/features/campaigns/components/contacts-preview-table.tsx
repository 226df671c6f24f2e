import { X } from "lucide-react";
import type { ContactRow } from "@/shared/schemas/contact";
import { Button } from "@/client/components/ui/button";
import { DerivedDomainInput } from "./derived-domain-input";

const PREVIEW_ROWS = 50;

type Props = {
  contacts: ContactRow[];
  onRemove: (email: string) => void;
  /** Lower-cased emails whose domain was taken from the email: marked so, and editable. */
  derivedDomains: ReadonlySet<string>;
  onDomainChange: (email: string, domain: string) => void;
};

/** The first rows of the contacts about to be imported; only these are rendered, however big the file. */
export function ContactsPreviewTable({ contacts, onRemove, derivedDomains, onDomainChange }: Props) {
  if (contacts.length === 0) return null;
  const shown = contacts.slice(0, PREVIEW_ROWS);
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="max-h-96 overflow-auto">
        <table className="w-full min-w-[760px] table-fixed text-left text-sm" aria-label="Contacts to import">
          <thead className="sticky top-0 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
            <tr>
              <th className="w-[17%] px-4 py-2.5">Name</th>
              <th className="w-[21%] px-4 py-2.5">Email</th>
              <th className="w-[15%] px-4 py-2.5">Company</th>
              <th className="w-[12%] px-4 py-2.5">Industry</th>
              <th className="w-[18%] px-4 py-2.5">Context</th>
              <th className="w-[12%] px-4 py-2.5">Domain</th>
              <th className="w-12 px-2 py-2.5">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((contact) => (
              <tr key={contact.email.toLowerCase()}>
                <td className="px-4 py-2.5">
                  <p className="truncate font-medium text-slate-900" title={`${contact.first_name} ${contact.last_name}`}>
                    {contact.first_name} {contact.last_name}
                  </p>
                  {contact.title ? (
                    <p className="truncate text-xs text-slate-500" title={contact.title}>
                      {contact.title}
                    </p>
                  ) : null}
                </td>
                <td className="truncate px-4 py-2.5 text-slate-600" title={contact.email}>
                  {contact.email}
                </td>
                <td className="truncate px-4 py-2.5 text-slate-600" title={contact.company}>
                  {contact.company}
                </td>
                <td className="truncate px-4 py-2.5 text-slate-600" title={contact.industry}>
                  {contact.industry}
                </td>
                <td className="truncate px-4 py-2.5 text-slate-600" title={contact.context}>
                  {contact.context}
                </td>
                {derivedDomains.has(contact.email.toLowerCase()) ? (
                  <td className="px-2 py-1.5">
                    <DerivedDomainInput email={contact.email} domain={contact.domain} onChange={onDomainChange} />
                  </td>
                ) : (
                  <td className="truncate px-4 py-2.5 text-slate-600" title={contact.domain}>
                    {contact.domain}
                  </td>
                )}
                <td className="px-2 py-1 text-right">
                  <Button variant="ghost" size="icon" aria-label={`Remove ${contact.email}`} onClick={() => onRemove(contact.email)}>
                    <X />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="border-t border-slate-100 bg-slate-50 px-4 py-2 text-xs text-slate-500" data-testid="preview-caption">
        {contacts.length > shown.length
          ? `Showing the first ${shown.length} of ${contacts.length.toLocaleString("en-US")} contacts to import`
          : `${contacts.length.toLocaleString("en-US")} ${contacts.length === 1 ? "contact" : "contacts"} to import`}
      </p>
    </div>
  );
}

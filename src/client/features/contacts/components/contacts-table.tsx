import type { ContactUpdate } from "../../../../shared/schemas/contact";
import type { ContactListItem } from "../api/get-contacts";
import { ContactRow, type ContactEdit } from "./contact-row";

type Props = {
  contacts: ContactListItem[];
  edits: Record<string, ContactEdit>;
  onEdit: (contact: ContactListItem) => void;
  onChange: (id: string, values: ContactUpdate) => void;
  onSave: (id: string) => void;
  onCancel: (id: string) => void;
  onDelete: (contact: ContactListItem) => void;
};

// Fixed widths: a row switching to edit mode keeps its layout (inputs fill their cell).
const COLUMNS = [
  { name: "Name", width: "w-[16%]" },
  { name: "Email", width: "w-[19%]" },
  { name: "Company", width: "w-[13%]" },
  { name: "Industry", width: "w-[11%]" },
  { name: "Context", width: "w-[16%]" },
  { name: "Campaigns", width: "w-[12%]" },
];

export function ContactsTable({ contacts, edits, onEdit, onChange, onSave, onCancel, onDelete }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[900px] table-fixed text-left text-sm" aria-label="Contacts">
        <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.name} className={`px-4 py-3 ${column.width}`}>
                {column.name}
              </th>
            ))}
            <th className="w-[13%] px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {contacts.map((contact) => (
            <ContactRow
              key={contact.id}
              contact={contact}
              edit={edits[contact.id]}
              onEdit={() => onEdit(contact)}
              onChange={(values) => onChange(contact.id, values)}
              onSave={() => onSave(contact.id)}
              onCancel={() => onCancel(contact.id)}
              onDelete={() => onDelete(contact)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

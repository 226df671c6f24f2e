import type { ContactSort } from "@/shared/list-query";
import type { ContactUpdate } from "@/shared/schemas/contact";
import { cardTable } from "@/client/components/table/card-table";
import { SortHeader } from "@/client/components/table/sort-header";
import type { SortDir } from "@/client/components/table/table-url-state";
import { PageTickBox } from "@/client/components/table/tick-box";
import { useRowKeyboard } from "@/client/components/table/use-row-keyboard";
import type { RowSelection } from "@/client/components/table/use-row-selection";
import { cn } from "@/client/lib/cn";
import type { ContactListItem } from "../api/get-contacts";
import { ContactRow, type ContactEdit } from "./contact-row";

type Props = {
  contacts: ContactListItem[];
  edits: Record<string, ContactEdit>;
  selection: RowSelection<ContactListItem>;
  sort: { key: ContactSort; dir: SortDir; onSort: (key: ContactSort) => void };
  onEdit: (contact: ContactListItem) => void;
  onChange: (id: string, values: ContactUpdate) => void;
  onSave: (id: string) => void;
  onCancel: (id: string) => void;
  onDelete: (contact: ContactListItem) => void;
};

// Fixed widths: a row switching to edit mode keeps its layout (inputs fill their cell).
const COLUMNS: Array<{ name: string; width: string; sort?: ContactSort }> = [
  { name: "Name", width: "w-[16%]", sort: "name" },
  { name: "Email", width: "w-[19%]", sort: "email" },
  { name: "Company", width: "w-[13%]", sort: "company" },
  { name: "Industry", width: "w-[11%]" },
  { name: "Context", width: "w-[15%]" },
  { name: "Campaigns", width: "w-[12%]" },
];

/** The contacts table: sortable headers, ticked rows, arrow keys between rows; cards on phones. */
export function ContactsTable({ contacts, edits, selection, sort, onEdit, onChange, onSave, onCancel, onDelete }: Props) {
  const ids = contacts.map((c) => c.id);
  const keyboard = useRowKeyboard({ count: contacts.length, onTick: (i) => selection.toggle(contacts[i]), onOpen: (i) => onEdit(contacts[i]) });
  const pageTick = <PageTickBox tick={selection.pageTick(ids)} onChange={(on) => selection.setMany(contacts, on)} label="Select all contacts on this page" />;
  return (
    <div className="sm:overflow-x-auto">
      {/* Phones have no header row: the page's checkbox sits above the cards. */}
      <div className="flex items-center gap-2 px-4 pt-3 text-sm text-slate-600 sm:hidden">
        {pageTick}
        <span aria-hidden>Select all on this page</span>
      </div>
      <table className={cn(cardTable.table, "sm:min-w-[900px] sm:table-fixed")} aria-label="Contacts">
        <thead className={cn(cardTable.head, "bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase")}>
          <tr>
            <th scope="col" className="w-10 px-3 py-3">
              {pageTick}
            </th>
            {COLUMNS.map((column) =>
              column.sort ? (
                <SortHeader
                  key={column.name}
                  label={column.name}
                  active={sort.key === column.sort}
                  dir={sort.dir}
                  onSort={() => sort.onSort(column.sort!)}
                  className={`px-4 ${column.width}`}
                />
              ) : (
                <th key={column.name} scope="col" className={`px-4 py-3 ${column.width}`}>
                  {column.name}
                </th>
              ),
            )}
            <th scope="col" className="w-[11%] px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className={cn(cardTable.body, "sm:divide-y sm:divide-slate-100")}>
          {contacts.map((contact, index) => (
            <ContactRow
              key={contact.id}
              contact={contact}
              edit={edits[contact.id]}
              ticked={selection.isSelected(contact.id)}
              rowProps={keyboard.rowProps(index)}
              onTick={() => selection.toggle(contact)}
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

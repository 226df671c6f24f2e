import { Download, FolderPlus, Plus, SearchX, Trash2, Users } from "lucide-react";
import { Link } from "react-router";
import { CONTACT_SORTS, defaultDirection, type ContactSort } from "@/shared/list-query";
import { deleteWithUndo, usePendingDeletes } from "@/client/lib/pending-deletes";
import { toast } from "@/client/lib/toast-store";
import { BulkActionBar } from "@/client/components/table/bulk-action-bar";
import { KeyboardHint } from "@/client/components/table/keyboard-hint";
import { Pager } from "@/client/components/table/pager";
import { pageCount } from "@/client/components/table/pager-text";
import type { TableUrlSpec } from "@/client/components/table/table-url-state";
import { useRowSelection } from "@/client/components/table/use-row-selection";
import { useTableUrlState } from "@/client/components/table/use-table-url-state";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { EmptyState, ErrorBanner, PageHeader } from "@/client/components/ui/feedback";
import { ListSkeleton } from "@/client/components/ui/skeleton";
import { loadErrorMessage } from "@/client/lib/api";
import { useDeleteContact } from "../api/delete-contact";
import { CONTACTS_PAGE_SIZE, useContacts, type ContactListItem } from "../api/get-contacts";
import { AddToCampaignDialog } from "../components/add-to-campaign-dialog";
import { ContactsTable } from "../components/contacts-table";
import { DATE_AND_NAME_CHOICES, SortSelect } from "@/client/components/table/sort-select";
import { useContactBulkActions } from "../components/use-contact-bulk-actions";
import { useContactEdits } from "../components/use-contact-edits";
import { contactDeleteKey, contactDeletedText, DELETE_CONTACT_TEXT, deleteContactConfirm } from "../delete-contact-text";
import { SearchBox } from "@/client/components/table/search-box";

/** Search, sort and page live in the URL (the command menu links a contact as /contacts?q={email}). */
const CONTACTS_TABLE: TableUrlSpec<ContactSort> = { sorts: CONTACT_SORTS, defaultSort: "created", defaultDir: defaultDirection, pageSize: CONTACTS_PAGE_SIZE };

const SORT_CHOICES = [
  ...DATE_AND_NAME_CHOICES,
  { sort: "email", dir: "asc", label: "Email A–Z" },
  { sort: "company", dir: "asc", label: "Company A–Z" },
] as const;

export function ContactsPage() {
  const table = useTableUrlState(CONTACTS_TABLE);
  const { page, q, sort, dir } = table;
  const contacts = useContacts({ page, q, sort, dir });
  const edits = useContactEdits();
  const deletion = useDeleteContact();
  const selection = useRowSelection<ContactListItem>();

  const pending = usePendingDeletes();
  const data = contacts.data;
  const rows = data?.contacts.filter((c) => !pending.has(contactDeleteKey(c.id))) ?? [];
  const total = data ? data.total - (data.contacts.length - rows.length) : 0;
  const bulk = useContactBulkActions(selection, (deleted) => {
    // The page may now be past the end: show the last one that still has rows.
    const last = pageCount(CONTACTS_PAGE_SIZE, total - deleted) - 1;
    if (page > last) table.update({ page: last });
  });

  async function handleDelete(contact: ContactListItem) {
    if (!(await toast.confirm(deleteContactConfirm(contact.live_microsites)))) return;
    edits.cancel(contact.id);
    selection.setMany([contact], false);
    deleteWithUndo({
      key: contactDeleteKey(contact.id),
      message: contactDeletedText(contact.live_microsites),
      restoredMessage: DELETE_CONTACT_TEXT.restored,
      commit: () => deletion.mutateAsync(contact.id),
      path: `/api/contacts/${contact.id}`,
      failedMessage: DELETE_CONTACT_TEXT.failed,
    });
    // The last row of a page is gone: show the page before it.
    if (page > 0 && rows.length === 1) table.update({ page: page - 1 });
  }

  const searching = q.trim().length > 0;

  return (
    <div className="space-y-4">
      <PageHeader
        title="Contacts"
        description="Contacts are added through campaigns."
        actions={edits.count > 0 ? <Badge tone="brand" data-testid="edit-mode-badge">{edits.count} contact(s) in edit mode</Badge> : null}
      />
      {contacts.isError ? (
        <ErrorBanner message={`Error loading contacts: ${loadErrorMessage(contacts.error, "Failed to fetch contacts")}`} onRetry={() => contacts.refetch()} />
      ) : !data ? (
        <ListSkeleton variant="table" />
      ) : data.total === 0 && !searching ? (
        <EmptyState
          icon={Users}
          title="No contacts yet"
          description="Contacts are added through campaigns. Import a CSV or add contacts by hand in the campaign wizard."
          action={
            <Button asChild>
              <Link to="/campaigns/new">
                <Plus aria-hidden /> Create Campaign
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <BulkActionBar count={selection.count} noun="contact" onClear={selection.clear}>
            <Button variant="secondary" size="sm" onClick={() => bulk.setPicking(true)}>
              <FolderPlus aria-hidden /> Add to a campaign
            </Button>
            <Button variant="secondary" size="sm" onClick={bulk.exportSelected}>
              <Download aria-hidden /> Export CSV
            </Button>
            <Button variant="danger-ghost" size="sm" onClick={() => void bulk.deleteSelected()} disabled={bulk.deleting}>
              <Trash2 aria-hidden /> Delete
            </Button>
          </BulkActionBar>
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center">
              <SearchBox
                label="Search contacts"
                placeholder="Search by name, title, email, company, industry or domain"
                value={table.searchInput}
                onChange={table.setSearchInput}
                className="max-w-md flex-1"
              />
              <SortSelect label="Sort contacts" choices={SORT_CHOICES} sort={sort} dir={dir} onChange={(choice) => table.update(choice)} className="sm:ml-auto sm:w-48" />
            </div>
            {rows.length === 0 ? (
              // An empty search shows only the empty state: a "0 of 0" line under it says nothing.
              <div className="p-6">
                <EmptyState icon={SearchX} title="No contacts found" description={`Nothing matches “${q.trim()}”.`} />
              </div>
            ) : (
              <>
                <ContactsTable
                  contacts={rows}
                  edits={edits.edits}
                  selection={selection}
                  sort={{ key: sort, dir, onSort: (key) => table.toggleSort(key) }}
                  onEdit={edits.start}
                  onChange={edits.change}
                  onSave={edits.save}
                  onCancel={edits.cancel}
                  onDelete={handleDelete}
                />
                <Pager page={data.page} pageSize={CONTACTS_PAGE_SIZE} total={total} onPage={(next) => table.update({ page: next })} />
                <KeyboardHint enter="edits it" />
              </>
            )}
          </div>
        </>
      )}
      <AddToCampaignDialog open={bulk.picking} count={selection.count} onOpenChange={bulk.setPicking} onAdd={(campaign) => void bulk.addTo(campaign)} adding={bulk.adding} />
    </div>
  );
}

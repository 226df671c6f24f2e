import { Plus, Search, SearchX, Users } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { deleteWithUndo, usePendingDeletes } from "../../../app/pending-deletes";
import { toast } from "../../../app/toast-store";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { EmptyState, ErrorBanner, PageHeader } from "../../../components/ui/feedback";
import { Input } from "../../../components/ui/input";
import { ListSkeleton } from "../../../components/ui/skeleton";
import { loadErrorMessage } from "../../../lib/api";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useDeleteContact } from "../api/delete-contact";
import { CONTACTS_PAGE_SIZE, useContacts, type ContactListItem } from "../api/get-contacts";
import { ContactsPagination } from "../components/contacts-pagination";
import { ContactsTable } from "../components/contacts-table";
import { useContactEdits } from "../components/use-contact-edits";
import { contactDeleteKey, contactDeletedText, DELETE_CONTACT_TEXT, deleteContactConfirm } from "../delete-contact-text";

export function ContactsPage() {
  // The command menu links a contact as /contacts?q={email}.
  const [searchParams] = useSearchParams();
  const linked = searchParams.get("q");
  const [search, setSearch] = useState(linked ?? "");
  const [shownLink, setShownLink] = useState(linked);
  if (linked !== shownLink) {
    // A new link while the page is open (the command menu again): search for it.
    setShownLink(linked);
    if (linked !== null) setSearch(linked);
  }
  const [page, setPage] = useState(0);
  // One request per pause in typing; the previous page stays on screen meanwhile.
  const q = useDebouncedValue(search);
  const contacts = useContacts({ page, q });
  const edits = useContactEdits();
  const deletion = useDeleteContact();

  const pending = usePendingDeletes();
  const data = contacts.data;
  const rows = data?.contacts.filter((c) => !pending.has(contactDeleteKey(c.id))) ?? [];

  async function handleDelete(contact: ContactListItem) {
    if (!(await toast.confirm(deleteContactConfirm(contact.live_microsites)))) return;
    edits.cancel(contact.id);
    deleteWithUndo({
      key: contactDeleteKey(contact.id),
      message: contactDeletedText(contact.live_microsites),
      restoredMessage: DELETE_CONTACT_TEXT.restored,
      commit: () => deletion.mutateAsync(contact.id),
      path: `/api/contacts/${contact.id}`,
      failedMessage: DELETE_CONTACT_TEXT.failed,
    });
    // The last row of a page is gone: show the page before it.
    if (page > 0 && rows.length === 1) setPage(page - 1);
  }

  const searching = q.trim().length > 0;

  return (
    <div>
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
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <div className="border-b border-slate-100 p-4">
            <div className="relative max-w-md">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
              <Input
                type="search"
                aria-label="Search contacts"
                placeholder="Search by name, title, email, company, industry or domain"
                className="pl-9"
                value={search}
                onChange={(e) => {
                  setSearch(e.target.value);
                  setPage(0);
                }}
              />
            </div>
          </div>
          {rows.length === 0 ? (
            // An empty search shows only the empty state: a "Showing 0–0 of 0" line under it says nothing.
            <div className="p-6">
              <EmptyState icon={SearchX} title="No contacts found" description={`Nothing matches “${q.trim()}”.`} />
            </div>
          ) : (
            <>
              <ContactsTable
                contacts={rows}
                edits={edits.edits}
                onEdit={edits.start}
                onChange={edits.change}
                onSave={edits.save}
                onCancel={edits.cancel}
                onDelete={handleDelete}
              />
              <ContactsPagination page={page} pageSize={CONTACTS_PAGE_SIZE} shown={rows.length} total={data.total - (data.contacts.length - rows.length)} onPage={setPage} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

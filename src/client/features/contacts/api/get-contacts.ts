import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ContactSort, SortDirection } from "@/shared/list-query";
import { api, unwrap } from "@/client/lib/api";

export const CONTACTS_PAGE_SIZE = 50;
/** Every contacts query starts with this key: invalidating it refreshes every page and search. */
export const contactsQueryKey = ["contacts"] as const;

export type ContactsQuery = { page: number; q: string; sort: ContactSort; dir: SortDirection };

/**
 * One page of contacts (server-side paging, search and sort), the total number of matches and which page this is:
 * while the next page loads the previous rows stay on screen, and the pager must name those rows, not the next.
 */
export async function getContacts({ page, q, sort, dir }: ContactsQuery) {
  const query = { limit: String(CONTACTS_PAGE_SIZE), offset: String(page * CONTACTS_PAGE_SIZE), sort, dir, ...(q.trim() ? { q: q.trim() } : {}) };
  const res = await api.contacts.$get({ query });
  const total = Number(res.headers.get("X-Total-Count") ?? 0);
  const contacts = await unwrap(Promise.resolve(res));
  return { contacts, total, page };
}

export const getContactsQueryOptions = (query: ContactsQuery) =>
  queryOptions({ queryKey: [...contactsQueryKey, query], queryFn: () => getContacts(query), placeholderData: keepPreviousData });

export const useContacts = (query: ContactsQuery) => useQuery(getContactsQueryOptions(query));

export type ContactListItem = Awaited<ReturnType<typeof getContacts>>["contacts"][number];

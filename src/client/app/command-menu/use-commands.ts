import { useQuery } from "@tanstack/react-query";
import { getCampaignsQueryOptions } from "@/client/features/campaigns/api/get-campaigns";
import { getContacts } from "@/client/features/contacts/api/get-contacts";
import { useDebouncedValue } from "@/client/lib/use-debounced-value";
import { NAV_ITEMS } from "../nav-items";
import type { Command } from "./match-commands";

const PAGES: Command[] = [
  ...NAV_ITEMS.map((item) => ({ id: `page:${item.to}`, group: "Pages" as const, label: item.label, to: item.to })),
  { id: "page:new-campaign", group: "Pages", label: "New campaign", hint: "create", to: "/campaigns/new" },
  { id: "page:new-framework", group: "Pages", label: "New framework", hint: "create", to: "/templates/frameworks/new" },
];

/** Shown per group, so a long list never buries the pages. */
const GROUP_LIMIT = 6;

/**
 * What the command menu offers for `query`: the pages, the campaigns (the cached list), and the contacts the
 * server finds for the query (its own search, so 50,000 contacts are never loaded). Only fetched while open.
 */
export function useCommands(query: string, open: boolean): { commands: Command[]; searchingContacts: boolean } {
  const campaigns = useQuery({ ...getCampaignsQueryOptions(), enabled: open });
  const q = useDebouncedValue(query.trim(), 150);
  const contacts = useQuery({
    queryKey: ["command-menu", "contacts", q],
    queryFn: () => getContacts({ page: 0, q, sort: "created", dir: "desc" }),
    enabled: open && q.length >= 2,
    staleTime: 10_000,
  });
  const campaignCommands: Command[] = (campaigns.data ?? []).map((c) => ({ id: `campaign:${c.id}`, group: "Campaigns", label: c.name, hint: c.status, to: `/campaigns/${c.id}/view` }));
  const contactCommands: Command[] = (q.length >= 2 ? (contacts.data?.contacts ?? []) : []).slice(0, GROUP_LIMIT).map((c) => ({
    id: `contact:${c.id}`,
    group: "Contacts",
    label: `${c.first_name} ${c.last_name}`.trim() || c.email,
    // The contact's words are in the hint so the server's match (email, company) also matches here.
    hint: [c.email, c.company, c.domain, c.title].filter(Boolean).join(" · "),
    to: `/contacts?q=${encodeURIComponent(c.email)}`,
  }));
  return { commands: [...PAGES, ...campaignCommands, ...contactCommands], searchingContacts: contacts.isFetching };
}

export const COMMAND_GROUP_LIMIT = GROUP_LIMIT;

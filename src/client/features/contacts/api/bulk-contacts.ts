import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { campaignsQueryKey } from "@/client/features/campaigns/api/get-campaigns";
import { contactsQueryKey } from "./get-contacts";

/** What deleting the ticked contacts would take down (they may span pages this browser has not loaded). */
export const getBulkDeleteSummary = (ids: string[]) => unwrap(api.contacts.bulk.summary.$post({ json: { ids } }));

/** Deletes or links contacts: the lists and campaign contact counts are refreshed after either. */
function useContactsChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: contactsQueryKey }), queryClient.invalidateQueries({ queryKey: campaignsQueryKey })]);
    },
  });
}

/** The bulk delete's path, for the keepalive request sent when the page is left within the undo window. */
export const BULK_DELETE_PATH = "/api/contacts/bulk/delete";

export const useBulkDeleteContacts = () => useContactsChange((ids: string[]) => unwrap(api.contacts.bulk.delete.$post({ json: { ids } })));

export const useLinkContactsToCampaign = () =>
  useContactsChange(({ campaignId, contactIds }: { campaignId: string; contactIds: string[] }) =>
    unwrap(api.campaigns[":id"].contacts.link.$post({ param: { id: campaignId }, json: { contact_ids: contactIds } })),
  );

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/** GET /api/integrations/contacts/:id/sync: when the contact last synced to each CRM, or why it failed. */
export const getContactCrmSyncQueryOptions = (contactId: string) =>
  queryOptions({ queryKey: ["integrations", "contact-sync", contactId], queryFn: () => unwrap(api.integrations.contacts[":id"].sync.$get({ param: { id: contactId } })) });

export const useContactCrmSync = (contactId: string) => useQuery(getContactCrmSyncQueryOptions(contactId));

/** "Sync again": the contact is written to its CRMs once more at the next sync run. */
export function useResyncContact(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.integrations.contacts[":id"].sync.$post({ param: { id: contactId } })),
    onSuccess: (states) => queryClient.setQueryData(getContactCrmSyncQueryOptions(contactId).queryKey, states),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { campaignsQueryKey } from "@/client/features/campaigns/api/get-campaigns";
import { contactsQueryKey } from "./get-contacts";

export const deleteContact = (id: string) => unwrap(api.contacts[":id"].$delete({ param: { id } }));

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contactsQueryKey });
      // Campaign contact counts changed too.
      await queryClient.invalidateQueries({ queryKey: campaignsQueryKey });
    },
  });
}

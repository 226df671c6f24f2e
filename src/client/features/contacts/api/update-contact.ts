import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactUpdate } from "@/shared/schemas/contact";
import { api, unwrap } from "@/client/lib/api";
import { contactsQueryKey } from "./get-contacts";

export const updateContact = ({ id, values }: { id: string; values: ContactUpdate }) =>
  unwrap(api.contacts[":id"].$patch({ param: { id }, json: values }));

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateContact, onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQueryKey }) });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/client/lib/toast-store";
import { api, unwrap } from "@/client/lib/api";

/** GET /api/accounts/:domain/people: everyone seen at one company domain across the pages in reach. */
export const getAccountPeople = (domain: string) => unwrap(api.accounts[":domain"].people.$get({ param: { domain } }));
export const getAccountPeopleQueryOptions = (domain: string) => queryOptions({ queryKey: ["accounts", domain, "people"], queryFn: () => getAccountPeople(domain) });
export const useAccountPeople = (domain: string) => useQuery(getAccountPeopleQueryOptions(domain));

/** POST /api/access-requests/:id/admit: lets a refused visitor in with one click. */
export const admitAccessRequest = (id: string) => unwrap(api["access-requests"][":id"].admit.$post({ param: { id } }));

export function useAdmitAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: admitAccessRequest,
    onSuccess: ({ email }) => {
      toast.success(`${email} can open the page now`);
      return queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
    onError: () => toast.error("Failed to admit them. Please try again."),
  });
}

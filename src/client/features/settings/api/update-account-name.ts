import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountNameInput } from "@/shared/schemas/account";
import { api, unwrap } from "@/client/lib/api";
import { getSessionQueryOptions } from "@/client/features/auth/api/session";
import { getMeQueryOptions } from "@/client/features/dashboard/api/get-me";

export const updateAccountName = (input: AccountNameInput) => unwrap(api.account.$patch({ json: input }));

export function useUpdateAccountName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountName,
    // The top bar reads the name from the session, the dashboard from /api/me.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
      ]),
  });
}

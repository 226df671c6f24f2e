import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKeySummary, CreateApiKeyInput } from "@/shared/api-keys";
import { api, unwrap } from "@/client/lib/api";

const keys = api["api-keys"];

export const getApiKeysQueryOptions = () => queryOptions({ queryKey: ["api-keys"], queryFn: () => unwrap(keys.$get()) });

export const useApiKeys = () => useQuery(getApiKeysQueryOptions());

export type ApiKey = ApiKeySummary;

/** Create and revoke, each refreshing the list. */
export function useApiKeyMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: getApiKeysQueryOptions().queryKey });
  return {
    create: useMutation({ mutationFn: (json: CreateApiKeyInput) => unwrap(keys.$post({ json })), onSuccess }),
    revoke: useMutation({ mutationFn: (id: string) => unwrap(keys[":id"].$delete({ param: { id } })), onSuccess }),
  };
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RepProfileInput } from "@/shared/schemas/account";
import { api, fetchJson, unwrap } from "@/client/lib/api";
import { getMeQueryOptions, type Me } from "@/client/features/dashboard/api/get-me";

export const updateRepProfile = (input: RepProfileInput) => unwrap(api.account.profile.$patch({ json: input }));

/** Multipart (outside the typed client): the photo is stored and set on the account in one call. */
export function uploadRepPhoto(file: File) {
  const body = new FormData();
  body.append("file", file);
  return fetchJson<Me>("/api/account/photo", { method: "PUT", body });
}

export const removeRepPhoto = () => unwrap(api.account.photo.$delete());

/** Each change answers the whole profile, which becomes /api/me's cached answer. */
function useProfileMutation<A>(mutationFn: (arg: A) => Promise<Me>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (me) => queryClient.setQueryData(getMeQueryOptions().queryKey, me) });
}

export const useUpdateRepProfile = () => useProfileMutation(updateRepProfile);
export const useUploadRepPhoto = () => useProfileMutation(uploadRepPhoto);
export const useRemoveRepPhoto = () => useProfileMutation(removeRepPhoto);

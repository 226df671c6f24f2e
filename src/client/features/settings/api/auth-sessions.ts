import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, fetchJson, jsonBody } from "@/client/lib/api";

// better-auth's own endpoints (under /api/auth): it checks the current password and owns the sessions.
const INVALID_PASSWORD = /invalid[\s_]password/i;

export type ChangePasswordRequest = { currentPassword: string; newPassword: string; revokeOtherSessions: boolean };

export async function changePassword(request: ChangePasswordRequest) {
  try {
    await fetchJson("/api/auth/change-password", jsonBody(request));
  } catch (error) {
    if (error instanceof ApiRequestError && INVALID_PASSWORD.test(error.message)) throw new Error("Current password is incorrect");
    throw error;
  }
}

export const getSessionsQueryOptions = () =>
  queryOptions({ queryKey: ["auth-sessions"], queryFn: () => fetchJson<Array<{ id: string; token: string }>>("/api/auth/list-sessions") });

export const useSessions = () => useQuery(getSessionsQueryOptions());

export const revokeOtherSessions = () => fetchJson<{ status: boolean }>("/api/auth/revoke-other-sessions", jsonBody({}));

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }) });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeOtherSessions, onSuccess: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }) });
}

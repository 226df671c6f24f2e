import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/client/lib/api";

export type SessionUser = { id: string; email: string; name: string; firstName: string; lastName: string };
export type Session = { user: SessionUser } | null;

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: ["session"],
    queryFn: async (): Promise<Session> => (await fetchJson<Session>("/api/auth/get-session")) ?? null,
    staleTime: 5 * 60_000,
  });

export const useSession = () => useQuery(getSessionQueryOptions());

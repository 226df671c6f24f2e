import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/** GET /api/microsites/:id/content: the copy an edit starts from (409 for pages of the old writer). */
export const getMicrositeContent = (id: string) => unwrap(api.microsites[":id"].content.$get({ param: { id } }));

export const getMicrositeContentQueryOptions = (id: string) => queryOptions({ queryKey: ["microsites", id, "content"], queryFn: () => getMicrositeContent(id) });

export const useMicrositeContent = (id: string, enabled: boolean) => useQuery({ ...getMicrositeContentQueryOptions(id), enabled, retry: false, staleTime: 0 });

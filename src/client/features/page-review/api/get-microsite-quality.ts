import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/** GET /api/microsites/:id/quality: the page's last quality report (null before the gates existed). */
export const getMicrositeQuality = (id: string) => unwrap(api.microsites[":id"].quality.$get({ param: { id } }));

export const getMicrositeQualityQueryOptions = (id: string) => queryOptions({ queryKey: ["microsites", id, "quality"], queryFn: () => getMicrositeQuality(id) });

export const useMicrositeQuality = (id: string, enabled: boolean) => useQuery({ ...getMicrositeQualityQueryOptions(id), enabled });

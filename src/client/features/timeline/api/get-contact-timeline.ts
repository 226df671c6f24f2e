import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/** GET /api/contacts/:id/timeline: the prospect's visits (newest first) and engagement score. */
export const getContactTimeline = (id: string) => unwrap(api.contacts[":id"].timeline.$get({ param: { id } }));

export const getContactTimelineQueryOptions = (id: string) => queryOptions({ queryKey: ["contacts", id, "timeline"], queryFn: () => getContactTimeline(id) });

export const useContactTimeline = (id: string | null) => useQuery({ ...getContactTimelineQueryOptions(id ?? ""), enabled: !!id });

export type ContactTimeline = Awaited<ReturnType<typeof getContactTimeline>>;

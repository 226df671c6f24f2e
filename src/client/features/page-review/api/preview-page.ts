import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api";

/** POST /api/campaigns/:id/preview: the page a contact would get from a launch now, with its quality report. */
export const previewPage = (campaignId: string, contactId?: string) =>
  unwrap(api.campaigns[":id"].preview.$post({ param: { id: campaignId }, json: contactId ? { contact_id: contactId } : {} }));

export const previewPageQueryOptions = (campaignId: string, contactId?: string) =>
  queryOptions({ queryKey: ["campaigns", campaignId, "preview", contactId ?? null], queryFn: () => previewPage(campaignId, contactId) });

// Nothing is stored, so a preview is only as fresh as the last save: refetched when shown again, kept while the next loads.
export const usePagePreview = (campaignId: string, contactId?: string) =>
  useQuery({ ...previewPageQueryOptions(campaignId, contactId), staleTime: 0, placeholderData: keepPreviousData, retry: false });

export type PagePreview = Awaited<ReturnType<typeof previewPage>>;

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/** POST /api/campaigns/:id/preview: the page a contact would get from a launch now, with its quality report. */
// The signal ends the request when nobody waits for it any more (another contact chosen, the view left): the server
// then stops the provider's answer instead of letting it compete with a launch for the same model.
export const previewPage = (campaignId: string, contactId?: string, signal?: AbortSignal) =>
  unwrap(api.campaigns[":id"].preview.$post({ param: { id: campaignId }, json: contactId ? { contact_id: contactId } : {} }, { init: { signal } }));

export const previewPageQueryOptions = (campaignId: string, contactId?: string) =>
  queryOptions({ queryKey: ["campaigns", campaignId, "preview", contactId ?? null], queryFn: ({ signal }) => previewPage(campaignId, contactId, signal) });

// Nothing is stored, so a preview is only as fresh as the last save: refetched when shown again, kept while the next loads.
export const usePagePreview = (campaignId: string, contactId?: string) =>
  useQuery({ ...previewPageQueryOptions(campaignId, contactId), staleTime: 0, placeholderData: keepPreviousData, retry: false });

export type PagePreview = Awaited<ReturnType<typeof previewPage>>;

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { api, unwrap } from "@/client/lib/api";
import { getMicrositeContentQueryOptions } from "./get-microsite-content";
import { getMicrositeQualityQueryOptions } from "./get-microsite-quality";

/** PATCH /api/microsites/:id/content: re-rendered, re-checked and published; 400 with the reasons when a blocker fails. */
export const editMicrositeContent = (id: string, content: MicrositeContent) =>
  unwrap(api.microsites[":id"].content.$patch({ param: { id }, json: { content } }));

/** POST /api/microsites/:id/content/preview: how an edit would look and score; nothing is stored. */
export const previewMicrositeEdit = (id: string, content: MicrositeContent) =>
  unwrap(api.microsites[":id"].content.preview.$post({ param: { id }, json: { content } }));

export function useEditMicrositeContent(id: string, campaignQueryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: MicrositeContent) => editMicrositeContent(id, content),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignQueryKey }),
        queryClient.invalidateQueries({ queryKey: getMicrositeContentQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: getMicrositeQualityQueryOptions(id).queryKey }),
      ]),
  });
}

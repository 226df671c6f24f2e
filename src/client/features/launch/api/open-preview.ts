import { toast } from "@/client/lib/toast-store";
import { api, unwrap } from "@/client/lib/api";

/** GET /api/microsites/:id/preview-url -> {url}: a signed, short-lived link to the owner's uncounted preview. */
export const getPreviewUrl = (id: string) => unwrap(api.microsites[":id"]["preview-url"].$get({ param: { id } }));

export const PREVIEW_FAILED = "Could not open the preview. Please try again.";

/**
 * "Open page" in the app: the owner's own look goes through a preview link, so it never counts as the prospect's
 * view. The tab opens at once (inside the click, where browsers allow it) and is pointed at the link when it comes.
 */
export async function openPreview(micrositeId: string) {
  const tab = window.open("", "_blank");
  if (tab) tab.opener = null;
  try {
    const { url } = await getPreviewUrl(micrositeId);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch {
    tab?.close();
    toast.error(PREVIEW_FAILED);
  }
}

import { desc, eq } from "drizzle-orm";
import type { QualityReport } from "@/shared/quality";
import { CAMPAIGN_MESSAGES } from "@/shared/schemas/campaign";
import { PREVIEW_MESSAGES, type PreviewRequest } from "@/shared/schemas/preview";
import { GenerationError, type AiProvider } from "@/server/ai/provider";
import type { Database } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { getCampaign } from "../campaigns/service";
import { campaignContacts, contacts } from "@/server/db/schema";
import { ApiError } from "@/server/http/errors";
import { pageGenerationInput } from "@/server/jobs/generate-microsites";
import { createContextLoader, type ContactRow } from "@/server/jobs/generation-context";
import { writeCheckedPage } from "@/server/quality/checked-write";
import { createImageChecker } from "@/server/quality/stored-images";
import { renderMicrositeHtml } from "@/server/render/render-microsite";
import type { Storage } from "@/server/storage/storage";

export type PagePreview = { html: string; quality: QualityReport; contact_id: string };

/** The contact asked for, or the campaign's first in the campaign view's order (most recently added first). */
async function findPreviewContact(db: Database, scope: Scope, campaignId: string, contactId?: string): Promise<ContactRow | null> {
  const [row] = await db
    .select({ contact: contacts })
    .from(campaignContacts)
    .innerJoin(contacts, eq(contacts.id, campaignContacts.contactId))
    .where(owned(contacts, scope, eq(campaignContacts.campaignId, campaignId), contactId ? eq(contacts.id, contactId) : undefined))
    .orderBy(desc(campaignContacts.createdAt), desc(contacts.createdAt))
    .limit(1);
  return row?.contact ?? null;
}

/**
 * The page one contact would get from a launch now (issue 10 item 7): the same context loader, writer, renderer and
 * quality gates (with their re-write) as the generation job, but nothing is stored, published or counted, and the
 * page carries no tracking script.
 */
export async function previewCampaignPage(
  deps: { db: Database; ai: AiProvider; storage: Storage },
  scope: Scope,
  campaignId: string,
  request: PreviewRequest,
  signal?: AbortSignal,
): Promise<PagePreview> {
  await getCampaign(deps.db, scope, campaignId);
  // A loader of its own: the shared one caches a campaign for a launch's sake, and a preview must show the last save.
  const context = await createContextLoader(deps.db).campaign(campaignId);
  if (!context) throw new ApiError(404, CAMPAIGN_MESSAGES.notFound);
  const contact = await findPreviewContact(deps.db, scope, campaignId, request.contact_id);
  if (!contact) throw request.contact_id ? new ApiError(404, PREVIEW_MESSAGES.contactNotFound) : new ApiError(400, PREVIEW_MESSAGES.noContacts);
  const generation = pageGenerationInput(context, contact, campaignId);
  let written;
  try {
    written = await writeCheckedPage(
      { writer: deps.ai, images: createImageChecker(deps.storage), judge: deps.ai.judge?.bind(deps.ai) },
      generation,
      (content, input) => renderMicrositeHtml({ generation: input, content, tracking: null }),
      signal,
    );
  } catch (error) {
    if (error instanceof GenerationError) throw new ApiError(502, PREVIEW_MESSAGES.providerFailed(error.message));
    throw error;
  }
  return { html: written.page.html, quality: written.page.quality, contact_id: contact.id };
}

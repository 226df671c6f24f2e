import { z } from "zod";

export const PREVIEW_MESSAGES = {
  contactId: "contact_id must be a valid UUID",
  contactNotFound: "Contact not found in this campaign",
  noContacts: "This campaign has no contacts yet. Add contacts to preview their pages.",
  providerFailed: (reason: string) => `The preview could not be written: ${reason}`,
} as const;

/** POST /api/campaigns/:id/preview: the contact whose page to show; none = the campaign's first contact. */
export const previewRequestSchema = z.object({
  contact_id: z.uuid({ error: PREVIEW_MESSAGES.contactId }).optional(),
});
export type PreviewRequest = z.infer<typeof previewRequestSchema>;

import { z } from "zod";
import { apiKeySummarySchema, createdApiKeySchema } from "@/shared/api-keys";
import { columnMappingSchema } from "@/shared/csv/column-mapping";
import { accountPeopleAnswerSchema, admittedRequestAnswerSchema, campaignAccessAnswerSchema, pageAccessAnswerSchema } from "@/shared/schemas/access-answers";
import { changePasswordSchema, userProfileUpdateSchema } from "@/shared/schemas/account";
import { accountNameAnswerSchema, accountProfileSchema, uploadAnswerSchema } from "@/shared/schemas/account-answers";
import { activityItemSchema, analyticsAnswerSchema, campaignEngagementSchema, dashboardAnswerSchema, engagementStampSchema } from "@/shared/schemas/analytics-answers";
import { approvalCountAnswerSchema, approvalGroupSchema, approvedAnswerSchema, rejectedAnswerSchema, reviewClearedAnswerSchema } from "@/shared/schemas/approval-answers";
import { signInSchema, signUpSchema } from "@/shared/schemas/auth";
import { authStatusAnswerSchema, passwordChangedAnswerSchema, sessionAnswerSchema, signedInAnswerSchema, signedOutAnswerSchema } from "@/shared/schemas/auth-answers";
import { brandProfileAnswerSchema, faqAnswerSchema, proofPointAnswerSchema } from "@/shared/schemas/brand-answers";
import {
  bulkCountAnswerSchema,
  campaignAnswerSchema,
  campaignCreatedAnswerSchema,
  campaignDetailAnswerSchema,
  campaignExtendAnswerSchema,
  campaignListItemSchema,
  campaignRecordSchema,
  linkContactsAnswerSchema,
  micrositePageAnswerSchema,
} from "@/shared/schemas/campaign-answers";
import { contactAnswerSchema, contactsDeletedSchema, contactsDeleteSummarySchema, contactTimelineSchema, importResultSchema } from "@/shared/schemas/contact-answers";
import { contactPageAnswerSchema } from "@/shared/schemas/contact-page";
import { frameworkAnswerSchema } from "@/shared/schemas/framework-answers";
import {
  authorizeAnswerSchema,
  crmFieldsAnswerSchema,
  crmImportAnswerSchema,
  crmSyncStateSchema,
  hubspotListsAnswerSchema,
  integrationsAnswerSchema,
  salesforceCampaignsAnswerSchema,
  salesforceListViewsAnswerSchema,
} from "@/shared/schemas/integration-answers";
import { campaignStatusAnswerSchema, launchAnswerSchema, launchEstimateSchema } from "@/shared/schemas/launch-answers";
import {
  contentPreviewAnswerSchema,
  editableContentSchema,
  htmlAnswerSchema,
  micrositeContentAnswerSchema,
  micrositeExtendAnswerSchema,
  micrositeQualityAnswerSchema,
  overrideAnswerSchema,
  pagePreviewAnswerSchema,
  previewUrlAnswerSchema,
} from "@/shared/schemas/microsite-answers";
import { claimedNotificationsSchema, notificationSettingsAnswerSchema, notificationSettingsSavedSchema } from "@/shared/schemas/notification-answers";
import { offeringAnswerSchema } from "@/shared/schemas/offering-answers";
import { openApiDocumentSchema, providerCheckAnswerSchema } from "@/shared/schemas/system-answers";
import {
  invitationAcceptedAnswerSchema,
  invitationAnswerSchema,
  invitationCreatedAnswerSchema,
  invitationPreviewAnswerSchema,
  workspaceAnswerSchema,
  workspaceListAnswerSchema,
} from "@/shared/schemas/workspace-answers";

/** A success answer that is not JSON: a page, a file, or a redirect (Location). */
export type MediaAnswer = "text/html" | "text/csv" | "redirect";

/** Another success answer of the operation: the same body as `ok` (a string), or its own. */
export type OtherAnswer = string | { description: string; answer?: z.ZodType; media?: MediaAnswer };

/** What an operation answers when it succeeds: a status, what the body is, and its schema. */
export type RouteDoc = {
  summary: string;
  /** Success status (default 200; 204 has no body). */
  ok?: number;
  /** The JSON body on success, as the route builds it (the `*-answers.ts` schemas in src/shared/schemas). */
  answer?: z.ZodType;
  /** The success answer is not JSON. */
  media?: MediaAnswer;
  /** A list that pages: the total of every match is in the X-Total-Count header. */
  paged?: true;
  /** More success answers (the page call's 201 and 202, the dry run's estimate, a form's redirect). */
  also?: Record<number, OtherAnswer>;
  /** Public: no session or key needed. */
  public?: boolean;
  /** Request body of a route whose validation is not ours (better-auth's). */
  body?: z.ZodType;
};

const { currentPassword, newPassword, revokeOtherSessions } = changePasswordSchema.shape;
const passwordChange = z.object({ currentPassword, newPassword, revokeOtherSessions });
/** The public pages' plain form posts answer a page; a request for a page that is not there goes back to its URL. */
const backToPage: OtherAnswer = { description: "The page is gone or not gated (any more): back to its URL", media: "redirect" };

/**
 * One line per operation of the API (README's API table says more). The document fails its test when a route the
 * app serves has no line here, or a line names a route the app does not serve, or an operation that answers JSON
 * has no `answer`.
 */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  "POST /api/auth/sign-up/email": { summary: "Create an account and sign in (sets the session cookie)", public: true, body: signUpSchema.extend({ name: z.string() }), answer: signedInAnswerSchema },
  "POST /api/auth/sign-in/email": { summary: "Sign in (sets the session cookie)", public: true, body: signInSchema, answer: signedInAnswerSchema },
  "POST /api/auth/sign-out": { summary: "End the session", public: true, answer: signedOutAnswerSchema },
  "GET /api/auth/get-session": { summary: "The current session, or null", public: true, answer: sessionAnswerSchema },
  "POST /api/auth/change-password": { summary: "Change the password (better-auth)", body: passwordChange, answer: passwordChangedAnswerSchema },
  "POST /api/auth/update-user": { summary: "Change first name, last name and display name (better-auth)", body: userProfileUpdateSchema.in, answer: authStatusAnswerSchema },
  "POST /api/auth/revoke-other-sessions": { summary: "Sign out every other session", answer: authStatusAnswerSchema },
  "POST /api/log-metric": { summary: "Beacon of a published microsite: a view, click or session duration", ok: 204, public: true },
  "POST /api/openai-check": { summary: "Check the AI provider's connection (details only for a signed-in user)", public: true, answer: providerCheckAnswerSchema },
  "GET /api/invitations/{token}": { summary: "An invitation as its page shows it", public: true, answer: invitationPreviewAnswerSchema },
  "POST /site/{slug}/request-link": { summary: "The expired page's form: ask the owner for a new link", public: true, ok: 410, media: "text/html", also: { 303: backToPage } },
  "POST /site/{slug}/access": { summary: "The access gate's form: an email, a one-time code or the passcode (a plain form post)", public: true, media: "text/html", also: { 401: { description: "The gate again, asking for an email, a code or the passcode (with the error)", media: "text/html" }, 403: { description: "Refused: the email is outside the allowed domains; the page offers to ask the owner", media: "text/html" }, 303: { description: "Let in: to the page (the admission cookie is set)", media: "redirect" } } },
  "POST /site/{slug}/request-access": { summary: "The access gate's form for someone outside the allowed domains: ask the owner to be let in", public: true, media: "text/html", also: { 303: backToPage } },
  "GET /api/openapi.json": { summary: "This OpenAPI 3.1 document", public: true, answer: openApiDocumentSchema },
  "GET /api/docs": { summary: "The API reference page (Swagger UI) over this document", public: true, media: "text/html" },
  "GET /api/me": { summary: "The signed-in user's profile", answer: accountProfileSchema },
  "GET /api/dashboard": { summary: "Dashboard counts, pages expiring soon and hot prospects", answer: dashboardAnswerSchema },
  "GET /api/dashboard/activity": { summary: "Recent activity", answer: z.array(activityItemSchema), paged: true },
  "POST /api/uploads/{bucket}": { summary: "Upload an image (multipart `file`) → {path, url}", ok: 201, answer: uploadAnswerSchema },
  "GET /api/brand-profile": { summary: "The workspace's brand profile, or null", answer: brandProfileAnswerSchema.nullable() },
  "PUT /api/brand-profile": { summary: "Create or update the brand profile", answer: brandProfileAnswerSchema },
  "GET /api/brand-profile/proof-points": { summary: "Customer stories", answer: z.array(proofPointAnswerSchema) },
  "POST /api/brand-profile/proof-points": { summary: "Add a customer story", ok: 201, answer: proofPointAnswerSchema },
  "PUT /api/brand-profile/proof-points/{id}": { summary: "Replace a customer story", answer: proofPointAnswerSchema },
  "DELETE /api/brand-profile/proof-points/{id}": { summary: "Delete a customer story", ok: 204 },
  "GET /api/brand-profile/faqs": { summary: "FAQ entries", answer: z.array(faqAnswerSchema) },
  "POST /api/brand-profile/faqs": { summary: "Add an FAQ entry", ok: 201, answer: faqAnswerSchema },
  "PUT /api/brand-profile/faqs/{id}": { summary: "Replace an FAQ entry", answer: faqAnswerSchema },
  "DELETE /api/brand-profile/faqs/{id}": { summary: "Delete an FAQ entry", ok: 204 },
  "GET /api/frameworks": { summary: "Frameworks (search, filter, sort, page; total in X-Total-Count)", answer: z.array(frameworkAnswerSchema), paged: true },
  "POST /api/frameworks": { summary: "Create a framework (missing parts take the builder's defaults)", ok: 201, answer: frameworkAnswerSchema },
  "GET /api/frameworks/{id}": { summary: "One framework", answer: frameworkAnswerSchema },
  "PATCH /api/frameworks/{id}": { summary: "Update a framework (merged, then re-validated)", answer: frameworkAnswerSchema },
  "DELETE /api/frameworks/{id}": { summary: "Delete a framework", ok: 204 },
  "GET /api/offerings": { summary: "Product offerings", answer: z.array(offeringAnswerSchema) },
  "POST /api/offerings": { summary: "Add an offering", ok: 201, answer: offeringAnswerSchema },
  "PATCH /api/offerings/{id}": { summary: "Update an offering", answer: offeringAnswerSchema },
  "DELETE /api/offerings/{id}": { summary: "Delete an offering", ok: 204 },
  "PATCH /api/account": { summary: "Change your first and last name", answer: accountNameAnswerSchema },
  "DELETE /api/account": { summary: "Delete your account (confirm with your email)", ok: 204 },
  "PATCH /api/account/profile": { summary: "Your rep profile: job title and scheduling link", answer: accountProfileSchema },
  "PUT /api/account/photo": { summary: "Set your profile photo (multipart `file`)", answer: accountProfileSchema },
  "DELETE /api/account/photo": { summary: "Remove your profile photo", answer: accountProfileSchema },
  "GET /api/campaigns": { summary: "Your campaigns (search, filter, sort, page; total in X-Total-Count)", answer: z.array(campaignListItemSchema), paged: true },
  "POST /api/campaigns": { summary: "Create a campaign (status draft, optional contacts)", ok: 201, answer: campaignCreatedAnswerSchema },
  "GET /api/campaigns/{id}": { summary: "A campaign with its contacts, microsites, counts and progress", answer: campaignDetailAnswerSchema },
  "PATCH /api/campaigns/{id}": { summary: "Update a campaign", answer: campaignAnswerSchema },
  "DELETE /api/campaigns/{id}": { summary: "Delete a campaign with its links and microsites", ok: 204 },
  "GET /api/campaigns/{id}/microsites": { summary: "A page of the campaign's microsites with engagement", answer: micrositePageAnswerSchema, paged: true },
  "POST /api/campaigns/{id}/microsites/bulk/extend": { summary: "Extend the listed pages by 7 days → {count}", answer: bulkCountAnswerSchema },
  "POST /api/campaigns/{id}/microsites/bulk/regenerate": { summary: "Regenerate the listed pages as one run → {count} (API keys: launch scope)", answer: bulkCountAnswerSchema },
  "POST /api/campaigns/{id}/microsites/bulk/delete": { summary: "Delete the listed pages → {count}", answer: bulkCountAnswerSchema },
  "POST /api/campaigns/{id}/contacts": { summary: "Import contacts (upsert by email) → {imported, errors}", answer: importResultSchema },
  "POST /api/campaigns/{id}/contacts/link": { summary: "Link existing contacts → {linked, already_linked}", answer: linkContactsAnswerSchema },
  "POST /api/campaigns/{id}/pages": {
    summary:
      "A page for this contact, now: upserts the contact (by email) into the campaign and answers its page. 200: published already; 201: generated within `wait` seconds; 202: still being written, poll `status_url` (also in Location). Repeated or concurrent calls never make a second contact or page. API keys: launch scope",
    answer: contactPageAnswerSchema,
    also: { 201: "Generated within the wait; `url` is the published page", 202: "Still being written (or waiting for an admin's approval): poll `status_url`" },
  },
  "GET /api/campaigns/{id}/pages/{pageId}": { summary: "The status URL of the page call: the page's status, and its URL once published", answer: contactPageAnswerSchema },
  "POST /api/campaigns/{id}/extend": { summary: "Extend every published page of the campaign → {extended, days}", answer: campaignExtendAnswerSchema },
  "POST /api/campaigns/{id}/pause": { summary: "Pause the campaign's generation", answer: campaignRecordSchema },
  "POST /api/campaigns/{id}/stop": { summary: "Stop the campaign (completed)", answer: campaignRecordSchema },
  "GET /api/campaigns/{id}/engagement": { summary: "The campaign's engagement figures", answer: campaignEngagementSchema },
  "POST /api/campaigns/{id}/preview": { summary: "The page a launch would write for a contact, rendered and checked; nothing stored", answer: pagePreviewAnswerSchema },
  "GET /api/contacts": { summary: "Your contacts (search, sort, page; total in X-Total-Count)", answer: z.array(contactAnswerSchema), paged: true },
  "POST /api/contacts/bulk/summary": { summary: "How many of these contacts are yours and their live pages", answer: contactsDeleteSummarySchema },
  "POST /api/contacts/bulk/delete": { summary: "Delete contacts → {deleted, live_microsites_removed}", answer: contactsDeletedSchema },
  "PATCH /api/contacts/{id}": { summary: "Update a contact", answer: contactAnswerSchema },
  "DELETE /api/contacts/{id}": { summary: "Delete a contact", ok: 204 },
  "GET /api/contacts/{id}/timeline": { summary: "A prospect's visits and engagement score", answer: contactTimelineSchema },
  "GET /api/import-mapping": { summary: "The CSV column mapping used last, or null", answer: columnMappingSchema.nullable() },
  "PUT /api/import-mapping": { summary: "Remember a CSV column mapping", answer: columnMappingSchema },
  "GET /api/engagement-stamp": { summary: "{stamp}, which changes with every human view or click", answer: engagementStampSchema },
  "POST /api/framework-sample": { summary: "A sample microsite drawn with an unsaved framework → {html}", answer: htmlAnswerSchema },
  "POST /api/launch-campaign": { summary: "Launch a campaign (202, generation in the background) or estimate it (dry_run). API keys: launch scope", ok: 202, answer: launchAnswerSchema, also: { 200: { description: "dry_run: what the launch would write, cost and take; nothing started", answer: launchEstimateSchema } } },
  "GET /api/campaign-status": { summary: "A launch run's progress", answer: campaignStatusAnswerSchema },
  "POST /api/microsites/{id}/regenerate": { summary: "Re-queue one microsite (API keys: launch scope)", ok: 202, answer: launchAnswerSchema },
  "GET /api/microsites/{id}/quality": { summary: "The page's quality report", answer: micrositeQualityAnswerSchema },
  "GET /api/microsites/{id}/content": { summary: "The page's copy and quality", answer: micrositeContentAnswerSchema },
  "PATCH /api/microsites/{id}/content": { summary: "Edit the page's copy, of a live or a held page (re-rendered, checked and published)", answer: editableContentSchema },
  "POST /api/microsites/{id}/content/preview": { summary: "Preview an edit → {html, quality}", answer: contentPreviewAnswerSchema },
  "POST /api/microsites/{id}/override": { summary: "Publish a held page anyway, with a reason kept on its quality report (admins) → {quality}", answer: overrideAnswerSchema },
  "POST /api/microsites/{id}/extend": { summary: "Extend the page → {expires_at}", answer: micrositeExtendAnswerSchema },
  "GET /api/microsites/{id}/preview-url": { summary: "A signed 10-minute preview link → {url}", answer: previewUrlAnswerSchema },
  "DELETE /api/microsites/{id}": { summary: "Delete a microsite", ok: 204 },
  "GET /api/analytics": { summary: "Analytics from human visits", answer: analyticsAnswerSchema },
  "GET /api/analytics/export": { summary: "Streamed CSV, one row per contact and microsite", media: "text/csv" },
  "GET /api/workspace": { summary: "The active workspace and its members", answer: workspaceAnswerSchema },
  "PATCH /api/workspace": { summary: "Rename the workspace (admins)", answer: workspaceAnswerSchema },
  "GET /api/workspaces": { summary: "Every workspace you belong to", answer: workspaceListAnswerSchema },
  "POST /api/workspace/active": { summary: "Make a workspace the session's", answer: workspaceAnswerSchema },
  "PATCH /api/workspace/members/{userId}": { summary: "Change a member's role (admins)", answer: workspaceAnswerSchema },
  "DELETE /api/workspace/members/{userId}": { summary: "Remove a member, or leave", ok: 204 },
  "GET /api/workspace/invitations": { summary: "Pending invitations", answer: z.array(invitationAnswerSchema) },
  "POST /api/workspace/invitations": { summary: "Invite someone (admins)", ok: 201, answer: invitationCreatedAnswerSchema },
  "DELETE /api/workspace/invitations/{id}": { summary: "Revoke an invitation (admins)", ok: 204 },
  "POST /api/workspace/invitations/{token}/accept": { summary: "Join as the invited email", answer: invitationAcceptedAnswerSchema },
  "GET /api/approvals": { summary: "Pages awaiting approval, by campaign (admins)", answer: z.array(approvalGroupSchema) },
  "GET /api/approvals/count": { summary: "How many pages await approval → {count}", answer: approvalCountAnswerSchema },
  "POST /api/approvals/approve": { summary: "Approve and publish pages (admins) → {approved}", answer: approvedAnswerSchema },
  "POST /api/approvals/clear-review": { summary: "Approve pages and lift their review requirement (admins) → {approved, cleared}", answer: reviewClearedAnswerSchema },
  "POST /api/approvals/reject": { summary: "Reject pages with a comment (admins) → {rejected}", answer: rejectedAnswerSchema },
  "POST /api/notifications/claim": { summary: "New toasts, each returned once", answer: claimedNotificationsSchema },
  "GET /api/notification-settings": { summary: "The engagement webhook settings", answer: notificationSettingsAnswerSchema },
  "PUT /api/notification-settings": { summary: "Set the engagement webhook (its signing secret is shown once when made)", answer: notificationSettingsSavedSchema },
  "POST /api/notification-settings/rotate-secret": { summary: "Make a new webhook signing secret (shown once)", answer: notificationSettingsSavedSchema },
  "GET /api/api-keys": { summary: "The workspace's API keys (an admin's: all of them; a member's: their own). Sessions only", answer: z.array(apiKeySummarySchema) },
  "POST /api/api-keys": { summary: "Create an API key: the answer's `key` is shown this once. Sessions only", ok: 201, answer: createdApiKeySchema },
  "DELETE /api/api-keys/{id}": { summary: "Revoke an API key: it answers 401 from the next request. Sessions only", ok: 204 },
  "GET /api/integrations": { summary: "The workspace's CRM connections (never a token)", answer: integrationsAnswerSchema },
  "PUT /api/integrations/hubspot": { summary: "Admins: connect HubSpot with a private-app token, tried against HubSpot first", answer: integrationsAnswerSchema },
  "DELETE /api/integrations/{provider}": { summary: "Admins: disconnect a CRM (its token and contact links are deleted)", ok: 204 },
  "GET /api/integrations/hubspot/lists": { summary: "The connected HubSpot's contact lists", answer: hubspotListsAnswerSchema },
  "GET /api/integrations/hubspot/properties": { summary: "The connected HubSpot's contact properties", answer: crmFieldsAnswerSchema },
  "POST /api/integrations/hubspot/import": { summary: "Import a HubSpot list into a campaign with the CSV import's column mapping", answer: crmImportAnswerSchema },
  "POST /api/integrations/salesforce/authorize": { summary: "Admins: start connecting Salesforce (OAuth web-server flow) → {url} to send the browser to", answer: authorizeAnswerSchema },
  "GET /api/integrations/salesforce/callback": { summary: "Salesforce's redirect after sign-in: checks the state, keeps the refresh token encrypted, redirects to Settings", ok: 302, media: "redirect" },
  "GET /api/integrations/salesforce/campaigns": { summary: "The connected Salesforce org's campaigns", answer: salesforceCampaignsAnswerSchema },
  "GET /api/integrations/salesforce/list-views": { summary: "The connected Salesforce org's Contact and Lead list views", answer: salesforceListViewsAnswerSchema },
  "GET /api/integrations/salesforce/fields": { summary: "The Salesforce fields an import can map (on both Contact and Lead)", answer: crmFieldsAnswerSchema },
  "POST /api/integrations/salesforce/import": { summary: "Import a Salesforce campaign's members or a list view into a campaign with the CSV import's column mapping", answer: crmImportAnswerSchema },
  "GET /api/integrations/contacts/{id}/sync": { summary: "When a contact last synced to each CRM, or why it failed", answer: z.array(crmSyncStateSchema) },
  "POST /api/integrations/contacts/{id}/sync": { summary: "Sync a contact again", ok: 202, answer: z.array(crmSyncStateSchema) },
  "GET /api/campaigns/{id}/access": { summary: "The campaign's access setting (open, email, verified, domains, passcode)", answer: campaignAccessAnswerSchema },
  "PUT /api/campaigns/{id}/access": { summary: "Set the campaign's access setting", answer: campaignAccessAnswerSchema },
  "PUT /api/microsites/{id}/access": { summary: "A page's own access setting, or {mode: null} to follow its campaign", answer: pageAccessAnswerSchema },
  "POST /api/access-requests/{id}/admit": { summary: "Let the email of a gate's access request in", answer: admittedRequestAnswerSchema },
  "GET /api/accounts/{domain}/people": { summary: "Everyone admitted with an email at that company domain, across the pages in your scope", answer: accountPeopleAnswerSchema },
};

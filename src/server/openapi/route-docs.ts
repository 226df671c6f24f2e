import { z } from "zod";
import { apiKeySummarySchema, createdApiKeySchema } from "@/shared/api-keys";
import { changePasswordSchema, userProfileUpdateSchema } from "@/shared/schemas/account";
import { signInSchema, signUpSchema } from "@/shared/schemas/auth";
import { contactPageAnswerSchema } from "@/shared/schemas/contact-page";

/** What an operation answers when it succeeds: a status, what the body is, and its schema where one exists. */
export type RouteDoc = {
  summary: string;
  /** Success status (default 200; 204 has no body). */
  ok?: number;
  /** More success answers (the page call's 201 and 202). */
  also?: Record<number, string>;
  answer?: z.ZodType;
  /** Public: no session or key needed. */
  public?: boolean;
  /** Request body of a route whose validation is not ours (better-auth's). */
  body?: z.ZodType;
};

const { currentPassword, newPassword, revokeOtherSessions } = changePasswordSchema.shape;
const passwordChange = z.object({ currentPassword, newPassword, revokeOtherSessions });
const sessionAnswer = z.object({ user: z.object({ id: z.string(), email: z.string(), name: z.string() }).loose(), token: z.string().nullable().optional() }).loose();

/**
 * One line per operation of the API (README's API table says more). The document fails its test when a route the
 * app serves has no line here, or a line names a route the app does not serve.
 */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  "POST /api/auth/sign-up/email": { summary: "Create an account and sign in (sets the session cookie)", public: true, body: signUpSchema.extend({ name: z.string() }), answer: sessionAnswer },
  "POST /api/auth/sign-in/email": { summary: "Sign in (sets the session cookie)", public: true, body: signInSchema, answer: sessionAnswer },
  "POST /api/auth/sign-out": { summary: "End the session", public: true },
  "GET /api/auth/get-session": { summary: "The current session, or null", public: true },
  "POST /api/auth/change-password": { summary: "Change the password (better-auth)", body: passwordChange },
  "POST /api/auth/update-user": { summary: "Change first name, last name and display name (better-auth)", body: userProfileUpdateSchema.in },
  "POST /api/auth/revoke-other-sessions": { summary: "Sign out every other session" },
  "POST /api/log-metric": { summary: "Beacon of a published microsite: a view, click or session duration", ok: 204, public: true },
  "POST /api/openai-check": { summary: "Check the AI provider's connection (details only for a signed-in user)", public: true },
  "GET /api/invitations/{token}": { summary: "An invitation as its page shows it", public: true },
  "POST /site/{slug}/request-link": { summary: "The expired page's form: ask the owner for a new link", public: true },
  "POST /site/{slug}/access": { summary: "The access gate's form: an email, a one-time code or the passcode (a plain form post)", public: true },
  "POST /site/{slug}/request-access": { summary: "The access gate's form for someone outside the allowed domains: ask the owner to be let in", public: true },
  "GET /api/openapi.json": { summary: "This OpenAPI 3.1 document", public: true },
  "GET /api/docs": { summary: "The API reference page (Swagger UI) over this document", public: true },
  "GET /api/me": { summary: "The signed-in user's profile" },
  "GET /api/dashboard": { summary: "Dashboard counts, pages expiring soon and hot prospects" },
  "GET /api/dashboard/activity": { summary: "Recent activity" },
  "POST /api/uploads/{bucket}": { summary: "Upload an image (multipart `file`) → {path, url}", ok: 201 },
  "GET /api/brand-profile": { summary: "The workspace's brand profile, or null" },
  "PUT /api/brand-profile": { summary: "Create or update the brand profile" },
  "GET /api/brand-profile/proof-points": { summary: "Customer stories" },
  "POST /api/brand-profile/proof-points": { summary: "Add a customer story", ok: 201 },
  "PUT /api/brand-profile/proof-points/{id}": { summary: "Replace a customer story" },
  "DELETE /api/brand-profile/proof-points/{id}": { summary: "Delete a customer story", ok: 204 },
  "GET /api/brand-profile/faqs": { summary: "FAQ entries" },
  "POST /api/brand-profile/faqs": { summary: "Add an FAQ entry", ok: 201 },
  "PUT /api/brand-profile/faqs/{id}": { summary: "Replace an FAQ entry" },
  "DELETE /api/brand-profile/faqs/{id}": { summary: "Delete an FAQ entry", ok: 204 },
  "GET /api/frameworks": { summary: "Frameworks (search, filter, sort, page; total in X-Total-Count)" },
  "POST /api/frameworks": { summary: "Create a framework (missing parts take the builder's defaults)", ok: 201 },
  "GET /api/frameworks/{id}": { summary: "One framework" },
  "PATCH /api/frameworks/{id}": { summary: "Update a framework (merged, then re-validated)" },
  "DELETE /api/frameworks/{id}": { summary: "Delete a framework", ok: 204 },
  "GET /api/offerings": { summary: "Product offerings" },
  "POST /api/offerings": { summary: "Add an offering", ok: 201 },
  "PATCH /api/offerings/{id}": { summary: "Update an offering" },
  "DELETE /api/offerings/{id}": { summary: "Delete an offering", ok: 204 },
  "PATCH /api/account": { summary: "Change your first and last name" },
  "DELETE /api/account": { summary: "Delete your account (confirm with your email)", ok: 204 },
  "PATCH /api/account/profile": { summary: "Your rep profile: job title and scheduling link" },
  "PUT /api/account/photo": { summary: "Set your profile photo (multipart `file`)" },
  "DELETE /api/account/photo": { summary: "Remove your profile photo" },
  "GET /api/campaigns": { summary: "Your campaigns (search, filter, sort, page; total in X-Total-Count)" },
  "POST /api/campaigns": { summary: "Create a campaign (status draft, optional contacts)", ok: 201 },
  "GET /api/campaigns/{id}": { summary: "A campaign with its contacts, microsites, counts and progress" },
  "PATCH /api/campaigns/{id}": { summary: "Update a campaign" },
  "DELETE /api/campaigns/{id}": { summary: "Delete a campaign with its links and microsites", ok: 204 },
  "GET /api/campaigns/{id}/microsites": { summary: "A page of the campaign's microsites with engagement" },
  "POST /api/campaigns/{id}/microsites/bulk/extend": { summary: "Extend the listed pages by 7 days → {count}" },
  "POST /api/campaigns/{id}/microsites/bulk/regenerate": { summary: "Regenerate the listed pages as one run → {count} (API keys: launch scope)" },
  "POST /api/campaigns/{id}/microsites/bulk/delete": { summary: "Delete the listed pages → {count}" },
  "POST /api/campaigns/{id}/contacts": { summary: "Import contacts (upsert by email) → {imported, errors}" },
  "POST /api/campaigns/{id}/contacts/link": { summary: "Link existing contacts → {linked, already_linked}" },
  "POST /api/campaigns/{id}/pages": {
    summary:
      "A page for this contact, now: upserts the contact (by email) into the campaign and answers its page. 200: published already; 201: generated within `wait` seconds; 202: still being written, poll `status_url` (also in Location). Repeated or concurrent calls never make a second contact or page. API keys: launch scope",
    answer: contactPageAnswerSchema,
    also: { 201: "Generated within the wait; `url` is the published page", 202: "Still being written (or waiting for an admin's approval): poll `status_url`" },
  },
  "GET /api/campaigns/{id}/pages/{pageId}": { summary: "The status URL of the page call: the page's status, and its URL once published", answer: contactPageAnswerSchema },
  "POST /api/campaigns/{id}/extend": { summary: "Extend every published page of the campaign → {extended, days}" },
  "POST /api/campaigns/{id}/pause": { summary: "Pause the campaign's generation" },
  "POST /api/campaigns/{id}/stop": { summary: "Stop the campaign (completed)" },
  "GET /api/campaigns/{id}/engagement": { summary: "The campaign's engagement figures" },
  "POST /api/campaigns/{id}/preview": { summary: "The page a launch would write for a contact, rendered and checked; nothing stored" },
  "GET /api/contacts": { summary: "Your contacts (search, sort, page; total in X-Total-Count)" },
  "POST /api/contacts/bulk/summary": { summary: "How many of these contacts are yours and their live pages" },
  "POST /api/contacts/bulk/delete": { summary: "Delete contacts → {deleted, live_microsites_removed}" },
  "PATCH /api/contacts/{id}": { summary: "Update a contact" },
  "DELETE /api/contacts/{id}": { summary: "Delete a contact", ok: 204 },
  "GET /api/contacts/{id}/timeline": { summary: "A prospect's visits and engagement score" },
  "GET /api/import-mapping": { summary: "The CSV column mapping used last, or null" },
  "PUT /api/import-mapping": { summary: "Remember a CSV column mapping" },
  "GET /api/engagement-stamp": { summary: "{stamp}, which changes with every human view or click" },
  "POST /api/framework-sample": { summary: "A sample microsite drawn with an unsaved framework → {html}" },
  "POST /api/launch-campaign": { summary: "Launch a campaign (202, generation in the background) or estimate it (dry_run). API keys: launch scope", ok: 202 },
  "GET /api/campaign-status": { summary: "A launch run's progress" },
  "POST /api/microsites/{id}/regenerate": { summary: "Re-queue one microsite (API keys: launch scope)", ok: 202 },
  "GET /api/microsites/{id}/quality": { summary: "The page's quality report" },
  "GET /api/microsites/{id}/content": { summary: "The page's copy and quality" },
  "PATCH /api/microsites/{id}/content": { summary: "Edit the page's copy, of a live or a held page (re-rendered, checked and published)" },
  "POST /api/microsites/{id}/content/preview": { summary: "Preview an edit → {html, quality}" },
  "POST /api/microsites/{id}/override": { summary: "Publish a held page anyway, with a reason kept on its quality report (admins) → {quality}" },
  "POST /api/microsites/{id}/extend": { summary: "Extend the page → {expires_at}" },
  "GET /api/microsites/{id}/preview-url": { summary: "A signed 10-minute preview link → {url}" },
  "DELETE /api/microsites/{id}": { summary: "Delete a microsite", ok: 204 },
  "GET /api/analytics": { summary: "Analytics from human visits" },
  "GET /api/analytics/export": { summary: "Streamed CSV, one row per contact and microsite" },
  "GET /api/workspace": { summary: "The active workspace and its members" },
  "PATCH /api/workspace": { summary: "Rename the workspace (admins)" },
  "GET /api/workspaces": { summary: "Every workspace you belong to" },
  "POST /api/workspace/active": { summary: "Make a workspace the session's" },
  "PATCH /api/workspace/members/{userId}": { summary: "Change a member's role (admins)" },
  "DELETE /api/workspace/members/{userId}": { summary: "Remove a member, or leave", ok: 204 },
  "GET /api/workspace/invitations": { summary: "Pending invitations" },
  "POST /api/workspace/invitations": { summary: "Invite someone (admins)", ok: 201 },
  "DELETE /api/workspace/invitations/{id}": { summary: "Revoke an invitation (admins)", ok: 204 },
  "POST /api/workspace/invitations/{token}/accept": { summary: "Join as the invited email" },
  "GET /api/approvals": { summary: "Pages awaiting approval, by campaign (admins)" },
  "GET /api/approvals/count": { summary: "How many pages await approval → {count}" },
  "POST /api/approvals/approve": { summary: "Approve and publish pages (admins) → {approved}" },
  "POST /api/approvals/clear-review": { summary: "Approve pages and lift their review requirement (admins) → {approved, cleared}" },
  "POST /api/approvals/reject": { summary: "Reject pages with a comment (admins) → {rejected}" },
  "POST /api/notifications/claim": { summary: "New toasts, each returned once" },
  "GET /api/notification-settings": { summary: "The engagement webhook settings" },
  "PUT /api/notification-settings": { summary: "Set the engagement webhook (its signing secret is shown once when made)" },
  "POST /api/notification-settings/rotate-secret": { summary: "Make a new webhook signing secret (shown once)" },
  "GET /api/api-keys": { summary: "The workspace's API keys (an admin's: all of them; a member's: their own). Sessions only", answer: z.array(apiKeySummarySchema) },
  "POST /api/api-keys": { summary: "Create an API key: the answer's `key` is shown this once. Sessions only", ok: 201, answer: createdApiKeySchema },
  "DELETE /api/api-keys/{id}": { summary: "Revoke an API key: it answers 401 from the next request. Sessions only", ok: 204 },
  "GET /api/integrations": { summary: "The workspace's CRM connections (never a token)" },
  "PUT /api/integrations/hubspot": { summary: "Admins: connect HubSpot with a private-app token, tried against HubSpot first" },
  "DELETE /api/integrations/{provider}": { summary: "Admins: disconnect a CRM (its token and contact links are deleted)", ok: 204 },
  "GET /api/integrations/hubspot/lists": { summary: "The connected HubSpot's contact lists" },
  "GET /api/integrations/hubspot/properties": { summary: "The connected HubSpot's contact properties" },
  "POST /api/integrations/hubspot/import": { summary: "Import a HubSpot list into a campaign with the CSV import's column mapping" },
  "POST /api/integrations/salesforce/authorize": { summary: "Admins: start connecting Salesforce (OAuth web-server flow) → {url} to send the browser to" },
  "GET /api/integrations/salesforce/callback": { summary: "Salesforce's redirect after sign-in: checks the state, keeps the refresh token encrypted, redirects to Settings", ok: 302 },
  "GET /api/integrations/salesforce/campaigns": { summary: "The connected Salesforce org's campaigns" },
  "GET /api/integrations/salesforce/list-views": { summary: "The connected Salesforce org's Contact and Lead list views" },
  "GET /api/integrations/salesforce/fields": { summary: "The Salesforce fields an import can map (on both Contact and Lead)" },
  "POST /api/integrations/salesforce/import": { summary: "Import a Salesforce campaign's members or a list view into a campaign with the CSV import's column mapping" },
  "GET /api/integrations/contacts/{id}/sync": { summary: "When a contact last synced to each CRM, or why it failed" },
  "POST /api/integrations/contacts/{id}/sync": { summary: "Sync a contact again", ok: 202 },
  "GET /api/campaigns/{id}/access": { summary: "The campaign's access setting (open, email, verified, domains, passcode)" },
  "PUT /api/campaigns/{id}/access": { summary: "Set the campaign's access setting" },
  "PUT /api/microsites/{id}/access": { summary: "A page's own access setting, or {mode: null} to follow its campaign" },
  "POST /api/access-requests/{id}/admit": { summary: "Let the email of a gate's access request in" },
  "GET /api/accounts/{domain}/people": { summary: "Everyone admitted with an email at that company domain, across the pages in your scope" },
};

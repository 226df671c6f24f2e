/** What someone is told about approvals (issue 23 item 7): admins that pages wait, the rep that pages were approved or rejected. */
export const APPROVAL_EVENT_KINDS = ["pages_waiting", "pages_approved", "pages_rejected"] as const;
export type ApprovalEventKind = (typeof APPROVAL_EVENT_KINDS)[number];

/** Kinds of Recent Activity items (dashboard, "View All", next-visit toasts). */
export const ACTIVITY_KINDS = ["campaign_created", "campaign_launched", "microsite_viewed", "cta_clicked", "access_requested", "new_viewer", ...APPROVAL_EVENT_KINDS] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

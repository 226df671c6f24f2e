/** Kinds of Recent Activity items (dashboard, "View All", next-visit toasts). */
export const ACTIVITY_KINDS = ["campaign_created", "campaign_launched", "microsite_viewed", "cta_clicked", "access_requested"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Expiry lifecycle (issue 16 item 5): how far ahead the dashboard warns, and what its one-click extension adds. */
export const EXPIRING_SOON_DAYS = 3;
export const EXTEND_ALL_DAYS = 7;

/** Dashboard: "n microsites expire in 3 days" (singular for one). */
export const expiringSoonText = (count: number) => `${count} ${count === 1 ? "microsite expires" : "microsites expire"} in ${EXPIRING_SOON_DAYS} days`;
export const EXTEND_ALL_BUTTON = `Extend all by ${EXTEND_ALL_DAYS} days`;
export const campaignExtendedText = (count: number, days: number) =>
  `${count} ${count === 1 ? "microsite" : "microsites"} extended by ${days} ${days === 1 ? "day" : "days"}.`;
export const CAMPAIGN_EXTEND_FAILED = "Failed to extend the campaign's microsites. Please try again.";
export const NOTHING_TO_EXTEND = "This campaign has no published microsites to extend";

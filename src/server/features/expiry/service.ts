// What other features use of campaign expiry: extending a campaign, the pages about to expire, expired pages and
// the visitors' requests for a new link.
export { claimAccessRequests, requestNewLink } from "./access-request";
export { extendCampaign, listExpiringSoon, type ExpiringCampaign } from "./campaign-expiry";
export { findExpiredMicrosite, findMicrositeSender } from "./expired-page";

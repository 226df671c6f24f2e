/** Spec 2 viewer texts, shared by the server's public pages and the SPA placeholder. */
export const NOT_PUBLISHED_TITLE = "This page isn't published yet";
export const NOT_PUBLISHED_TEXT = "The link you followed is either incorrect or the microsite hasn't been published...";
export const EXPIRED_TITLE = "Microsite Expired";
export const EXPIRED_TEXT = "This microsite has expired.";
export const ERROR_TITLE = "Microsite Error";
export const ERROR_TEXT = "Microsite generation failed";
/** The owner's preview of a page (issue 16): marked on the page, and never counted. */
export const PREVIEW_RIBBON_TEXT = "Preview — not counted";
export const PREVIEW_EXPIRED_TITLE = "Preview link expired";
export const PREVIEW_EXPIRED_TEXT = "Open the page again from Pitchsite to get a fresh preview link.";
/** The expired page's way back (issue 16 item 5): one request per page, address and day reaches the owner. */
export const REQUEST_LINK_BUTTON = "Request a new link";
export const REQUEST_LINK_SENT_TITLE = "Request sent";
export const requestLinkSentText = (repName: string | null) =>
  `Thanks! ${repName ?? "The sender"} has been asked for a new link and will be in touch.`;

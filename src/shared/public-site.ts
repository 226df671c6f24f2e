/** Spec 2 viewer texts, shared by the server's public pages and the SPA placeholder. */
export const NOT_PUBLISHED_TITLE = "This page isn't published yet";
export const NOT_PUBLISHED_TEXT = "The link you followed is either incorrect or the microsite hasn't been published...";
export const EXPIRED_TITLE = "Microsite Expired";
export const EXPIRED_TEXT = "This microsite has expired.";
export const ERROR_TITLE = "Microsite Error";
export const ERROR_TEXT = "Microsite generation failed";

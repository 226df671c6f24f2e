/**
 * Who may read a microsite (issue 27 item 1): open (anyone with the link, the default), an email asked for, an email
 * verified with a one-time code, an email at one of the allowed domains (verified the same way when email can be
 * sent), or a passcode. Set per campaign; a page may override its campaign's setting.
 */
export const ACCESS_MODES = ["open", "email", "verified", "domains", "passcode"] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];

/**
 * Issue 24 item 5: a page the AI provider failed (refused connection, 5xx, timeout) waits for its retry with the
 * provider's own words, in its row and in the launch's status, instead of a silent "Pending".
 */
const PREFIX = "Waiting for the AI provider: ";

export const providerWaitingText = (message: string) => `${PREFIX}${message}`;

export const isProviderWaiting = (error: string | null | undefined): error is string => Boolean(error?.startsWith(PREFIX));

/**
 * Issue 24 item 5: a page the AI provider failed (refused connection, 5xx, timeout) waits for its retry with the
 * provider's own words, in its row and in the launch's status, instead of a silent "Pending".
 */
export const PROVIDER_WAITING_PREFIX = "Waiting for the AI provider: ";

export const providerWaitingText = (message: string) => `${PROVIDER_WAITING_PREFIX}${message}`;

export const isProviderWaiting = (error: string | null | undefined): error is string => Boolean(error?.startsWith(PROVIDER_WAITING_PREFIX));

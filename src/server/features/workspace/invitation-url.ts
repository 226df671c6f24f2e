/** The link an invitee opens: its last path segment is the invitation's token (the plugin's invitation id). */
export const invitationUrl = (appUrl: string, token: string) => `${appUrl}/invite/${encodeURIComponent(token)}`;

/** A member's frameworks screens say who changes frameworks; a member's save is refused (403) with the server's words. */
export const FRAMEWORKS_MEMBER_NOTE = "Your workspace admins manage frameworks. You can use any of them in your campaigns.";

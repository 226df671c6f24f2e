import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { OAuth2 } from "jsforce";

/** The connected app Pitchsite signs in through (SALESFORCE_* settings) and where Salesforce sends the rep back. */
export type SalesforceOAuthSettings = { clientId: string; clientSecret: string; loginUrl: string; redirectUri: string };
/** What the OAuth exchange leaves a workspace with (kept encrypted): enough to open a connection again. */
export type SalesforceCredential = { refreshToken: string; instanceUrl: string };

export const SALESFORCE_CALLBACK_PATH = "/api/integrations/salesforce/callback";
/** The scopes asked: REST API access, and a refresh token so the sync works while nobody is signed in. */
export const SALESFORCE_SCOPES = "api refresh_token";
/** A sign-in started longer ago than this is refused at the callback. */
const STATE_TTL_MS = 10 * 60_000;

export type OAuthState = { workspaceId: string; userId: string; nonce: string; expiresAt: number };

/**
 * The `state` of the authorization request: who started it in which workspace, signed with a key derived from
 * AUTH_SECRET. Its nonce is also set in a cookie of this browser, so a callback carrying a state (or a code) that
 * another browser started is refused.
 */
export function createOAuthStateSigner(authSecret: string) {
  const key = Buffer.from(hkdfSync("sha256", authSecret, "pitchsite", "pitchsite salesforce oauth state v1", 32));
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  return {
    issue(workspaceId: string, userId: string, now = Date.now()): { state: string; nonce: string } {
      const nonce = randomBytes(18).toString("base64url");
      const payload = Buffer.from(JSON.stringify({ workspaceId, userId, nonce, expiresAt: now + STATE_TTL_MS } satisfies OAuthState)).toString("base64url");
      return { state: `${payload}.${sign(payload)}`, nonce };
    },
    /** The state if its signature holds and it has not expired; null otherwise. */
    verify(state: string, now = Date.now()): OAuthState | null {
      const [payload, signature] = state.split(".");
      if (!payload || !signature) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as OAuthState;
      return parsed.expiresAt > now ? parsed : null;
    },
  };
}

const oauth2 = (settings: SalesforceOAuthSettings) => new OAuth2({ ...settings });

/** Where the browser goes to sign in to Salesforce and allow Pitchsite. */
export const salesforceAuthorizeUrl = (settings: SalesforceOAuthSettings, state: string) => oauth2(settings).getAuthorizationUrl({ scope: SALESFORCE_SCOPES, state });

/**
 * The authorization code exchanged at the token endpoint: the refresh token and the org's instance URL are kept
 * (the access token is not); the label names the org by the id in the identity URL.
 */
export async function exchangeSalesforceCode(settings: SalesforceOAuthSettings, code: string): Promise<{ credential: SalesforceCredential; accountLabel: string } | { refused: string }> {
  try {
    const answer = await oauth2(settings).requestToken(code);
    if (!answer.refresh_token) return { refused: "Salesforce gave no refresh token: add the refresh_token scope to the connected app" };
    const orgId = /\/id\/(\w+)\//.exec(answer.id ?? "")?.[1];
    return { credential: { refreshToken: answer.refresh_token, instanceUrl: answer.instance_url }, accountLabel: orgId ? `Salesforce org ${orgId}` : "Salesforce org" };
  } catch (error) {
    return { refused: `Salesforce refused the sign-in: ${(error as Error).message.slice(0, 200)}` };
  }
}

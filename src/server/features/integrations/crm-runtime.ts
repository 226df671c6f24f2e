import { SALESFORCE_MESSAGES } from "@/shared/schemas/integrations";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import { CrmError } from "./crm-error";
import { createCredentialCipher, type CredentialCipher } from "./credential-cipher";
import type { StoredConnection } from "./connections";
import type { CrmSyncDeps } from "./crm-sync";
import type { CrmWriter } from "./crm-writer";
import { createHubspotApi } from "./hubspot/hubspot-api";
import { hubspotWriter } from "./hubspot/hubspot-writer";
import { createSalesforceApi } from "./salesforce/salesforce-api";
import type { SalesforceCredential } from "./salesforce/salesforce-oauth";
import { SALESFORCE_CALLBACK_PATH, type SalesforceOAuthSettings } from "./salesforce/salesforce-oauth";
import { salesforceWriter } from "./salesforce/salesforce-writer";

export type CrmConfig = Pick<Config, "authSecret" | "crm" | "micrositeBaseUrl" | "appUrl">;

/** The CRM clients of a connection, built from its decrypted credential (never kept beyond the call). */
export function createCrmRuntime(db: Database, config: CrmConfig) {
  const cipher: CredentialCipher = createCredentialCipher(config.authSecret);
  const salesforceOAuth: SalesforceOAuthSettings | null = config.crm.salesforce && { ...config.crm.salesforce, redirectUri: `${config.appUrl}${SALESFORCE_CALLBACK_PATH}` };
  // Salesforce access tokens live in this process's memory only (a restart refreshes once): never stored, never logged.
  const salesforceAccessTokens = new Map<string, string>();
  const hubspotApi = (connection: StoredConnection) => createHubspotApi(cipher.decrypt(connection.credentialCiphertext), config.crm.hubspotApiUrl);
  const salesforceApi = (connection: StoredConnection) => {
    if (!salesforceOAuth) throw new CrmError("rejected", SALESFORCE_MESSAGES.notConfigured);
    return createSalesforceApi({
      credential: JSON.parse(cipher.decrypt(connection.credentialCiphertext)) as SalesforceCredential,
      oauth: salesforceOAuth,
      accessToken: salesforceAccessTokens.get(connection.id),
      onAccessToken: (token) => salesforceAccessTokens.set(connection.id, token),
    });
  };
  const writerFor = (connection: StoredConnection): CrmWriter =>
    connection.provider === "salesforce" ? salesforceWriter(salesforceApi(connection)) : hubspotWriter(hubspotApi(connection));
  const syncDeps: CrmSyncDeps = { db, micrositeBaseUrl: config.micrositeBaseUrl, writerFor };
  return { cipher, hubspotApi, salesforceApi, salesforceOAuth, syncDeps, config };
}

export type CrmRuntime = ReturnType<typeof createCrmRuntime>;

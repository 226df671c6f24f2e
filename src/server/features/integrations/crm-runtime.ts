import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { createCredentialCipher, type CredentialCipher } from "./credential-cipher";
import type { StoredConnection } from "./connections";
import type { CrmSyncDeps } from "./crm-sync";
import type { CrmWriter } from "./crm-writer";
import { createHubspotApi } from "./hubspot/hubspot-api";
import { hubspotWriter } from "./hubspot/hubspot-writer";

export type CrmConfig = Pick<Config, "authSecret" | "crm" | "micrositeBaseUrl">;

/** The CRM clients of a connection, built from its decrypted credential (never kept beyond the call). */
export function createCrmRuntime(db: Database, config: CrmConfig) {
  const cipher: CredentialCipher = createCredentialCipher(config.authSecret);
  const hubspotApi = (connection: StoredConnection) => createHubspotApi(cipher.decrypt(connection.credentialCiphertext), config.crm.hubspotApiUrl);
  const writerFor = (connection: StoredConnection): CrmWriter => hubspotWriter(hubspotApi(connection));
  const syncDeps: CrmSyncDeps = { db, micrositeBaseUrl: config.micrositeBaseUrl, writerFor };
  return { cipher, hubspotApi, syncDeps, config };
}

export type CrmRuntime = ReturnType<typeof createCrmRuntime>;

import { Hono } from "hono";
import { crmListQuerySchema, crmProviderParamSchema, hubspotConnectSchema, hubspotImportSchema, INTEGRATION_MESSAGES } from "../../../shared/schemas/integrations";
import { isUuid } from "../../../shared/uuid";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../../http/env";
import { ApiError, notFound } from "../../http/errors";
import { validate } from "../../http/validate";
import { CONTACT_NOT_FOUND } from "../contacts/service";
import { adminOnly } from "../../auth/admin-only";
import { deleteConnection, findConnection, listConnections, saveConnection } from "./connections";
import { contactSyncStates, resyncContact } from "./contact-sync";
import { CrmError } from "./crm-error";
import { createCrmRuntime } from "./crm-runtime";
import { createHubspotApi } from "./hubspot/hubspot-api";
import { importHubspotList } from "./hubspot/hubspot-import";
import { requestCrmSync } from "./sync-job";

/** A CRM failure as the rep reads it: never a 500, never the credential. */
function crmFailure(error: unknown): never {
  if (!(error instanceof CrmError)) throw error;
  if (error.kind === "auth") throw new ApiError(400, INTEGRATION_MESSAGES.tokenRefused);
  if (error.kind === "scopes") throw new ApiError(400, INTEGRATION_MESSAGES.missingScopes);
  if (error.kind === "rate_limited") throw new ApiError(503, `HubSpot asks to wait ${error.retryAfterSeconds ?? 10} s; try again then`, undefined, { "Retry-After": String(error.retryAfterSeconds ?? 10) });
  if (error.kind === "unavailable") throw new ApiError(502, INTEGRATION_MESSAGES.unreachable);
  throw new ApiError(400, error.message);
}
const orCrmFailure = <T>(work: Promise<T>) => work.catch(crmFailure);

/** /api/integrations: Settings → Integrations, the HubSpot import, and each contact's sync state. */
export function integrationRoutes({ db, config, queue }: AppDeps) {
  const runtime = createCrmRuntime(db, config);
  const hubspotConnection = async (workspaceId: string) => {
    const connection = await findConnection(db, workspaceId, "hubspot");
    if (!connection) throw new ApiError(400, INTEGRATION_MESSAGES.notConnected);
    return connection;
  };
  const contactId = (id: string) => {
    if (!isUuid(id)) throw notFound(CONTACT_NOT_FOUND);
    return id;
  };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ connections: await listConnections(db, c.var.scope.workspaceId) }))
    .put("/hubspot", adminOnly(INTEGRATION_MESSAGES.adminOnly), validate("json", hubspotConnectSchema), async (c) => {
      const { token } = c.req.valid("json");
      // The token is tried before it is kept: a typo or a missing scope is said now, not at the first sync.
      await orCrmFailure(createHubspotApi(token, config.crm.hubspotApiUrl).searchLists(""));
      const id = await saveConnection(db, runtime.cipher, { workspaceId: c.var.scope.workspaceId, provider: "hubspot", credential: token, accountLabel: "HubSpot private app", connectedBy: c.var.user.id });
      await requestCrmSync(queue.boss, id);
      return c.json({ connections: await listConnections(db, c.var.scope.workspaceId) });
    })
    .delete("/:provider", adminOnly(INTEGRATION_MESSAGES.adminOnly), validate("param", crmProviderParamSchema), async (c) => {
      if (!(await deleteConnection(db, c.var.scope.workspaceId, c.req.valid("param").provider))) throw notFound("Not connected");
      return c.body(null, 204);
    })
    .get("/hubspot/lists", validate("query", crmListQuerySchema), async (c) => {
      const connection = await hubspotConnection(c.var.scope.workspaceId);
      return c.json(await orCrmFailure(runtime.hubspotApi(connection).searchLists(c.req.valid("query").q ?? "")));
    })
    .get("/hubspot/properties", async (c) => {
      const connection = await hubspotConnection(c.var.scope.workspaceId);
      return c.json(await orCrmFailure(runtime.hubspotApi(connection).contactProperties()));
    })
    .post("/hubspot/import", validate("json", hubspotImportSchema), async (c) => {
      const connection = await hubspotConnection(c.var.scope.workspaceId);
      const result = await orCrmFailure(importHubspotList(db, runtime.hubspotApi(connection), connection, c.var.scope, c.req.valid("json")));
      await requestCrmSync(queue.boss, connection.id);
      return c.json(result);
    })
    .get("/contacts/:id/sync", async (c) => c.json(await contactSyncStates(db, c.var.scope, contactId(c.req.param("id")))))
    .post("/contacts/:id/sync", async (c) => {
      const connectionIds = await resyncContact(db, c.var.scope, contactId(c.req.param("id")));
      for (const id of connectionIds) await requestCrmSync(queue.boss, id);
      return c.json(await contactSyncStates(db, c.var.scope, contactId(c.req.param("id"))), 202);
    });
}

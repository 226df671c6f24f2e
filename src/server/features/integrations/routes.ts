import { Hono } from "hono";
import { crmListQuerySchema, crmProviderParamSchema, hubspotConnectSchema, hubspotImportSchema, INTEGRATION_MESSAGES } from "@/shared/schemas/integrations";
import { isUuid } from "@/shared/uuid";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { ApiError, notFound } from "@/server/http/errors";
import { validate } from "@/server/http/validate";
import { CONTACT_NOT_FOUND } from "../contacts/service";
import { adminOnly } from "@/server/auth/admin-only";
import { deleteConnection, findConnection, listConnections, saveConnection } from "./connections";
import { contactSyncStates, resyncContact } from "./contact-sync";
import { crmFailure } from "./crm-failure";
import { createCrmRuntime } from "./crm-runtime";
import { createHubspotApi } from "./hubspot/hubspot-api";
import { importHubspotList } from "./hubspot/hubspot-import";
import { salesforceRoutes } from "./salesforce/salesforce-routes";
import { requestCrmSync } from "./sync-job";

const orCrmFailure = <T>(work: Promise<T>) =>
  work.catch(crmFailure({ provider: "HubSpot", auth: INTEGRATION_MESSAGES.tokenRefused, scopes: INTEGRATION_MESSAGES.missingScopes, unreachable: INTEGRATION_MESSAGES.unreachable }));

/** /api/integrations: Settings → Integrations, the HubSpot and Salesforce imports, and each contact's sync state. */
export function integrationRoutes(deps: AppDeps) {
  const { db, config, queue } = deps;
  const runtime = createCrmRuntime(db, config);
  const hubspotConnection = async (workspaceId: string) => {
    const connection = await findConnection(db, workspaceId, "hubspot");
    if (!connection) throw new ApiError(400, INTEGRATION_MESSAGES.notConnected);
    return connection;
  };
  // What Settings → Integrations shows: the connections, and whether this server can offer Salesforce's sign-in.
  const integrations = async (workspaceId: string) => ({ connections: await listConnections(db, workspaceId), salesforce: { configured: runtime.salesforceOAuth !== null } });
  const contactId = (id: string) => {
    if (!isUuid(id)) throw notFound(CONTACT_NOT_FOUND);
    return id;
  };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await integrations(c.var.scope.workspaceId)))
    .put("/hubspot", adminOnly(INTEGRATION_MESSAGES.adminOnly), validate("json", hubspotConnectSchema), async (c) => {
      const { token } = c.req.valid("json");
      // The token is tried before it is kept: a typo or a missing scope is said now, not at the first sync.
      await orCrmFailure(createHubspotApi(token, config.crm.hubspotApiUrl).searchLists(""));
      const id = await saveConnection(db, runtime.cipher, { workspaceId: c.var.scope.workspaceId, provider: "hubspot", credential: token, accountLabel: "HubSpot private app", connectedBy: c.var.user.id });
      await requestCrmSync(queue.boss, id);
      return c.json(await integrations(c.var.scope.workspaceId));
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
    .route("/salesforce", salesforceRoutes(deps, runtime))
    .get("/contacts/:id/sync", async (c) => c.json(await contactSyncStates(db, c.var.scope, contactId(c.req.param("id")))))
    .post("/contacts/:id/sync", async (c) => {
      const connectionIds = await resyncContact(db, c.var.scope, contactId(c.req.param("id")));
      for (const id of connectionIds) await requestCrmSync(queue.boss, id);
      return c.json(await contactSyncStates(db, c.var.scope, contactId(c.req.param("id"))), 202);
    });
}

import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { crmListQuerySchema, INTEGRATION_MESSAGES, SALESFORCE_MESSAGES, salesforceImportSchema } from "@/shared/schemas/integrations";
import type { AppDeps } from "@/server/features/deps";
import type { AppEnv } from "@/server/http/env";
import { ApiError } from "@/server/http/errors";
import { validate } from "@/server/http/validate";
import { adminOnly } from "@/server/auth/admin-only";
import { findConnection, saveConnection } from "../connections";
import { crmFailure } from "../crm-failure";
import type { CrmRuntime } from "../crm-runtime";
import { requestCrmSync } from "../sync-job";
import { importSalesforceRecords } from "./salesforce-import";
import { createOAuthStateSigner, exchangeSalesforceCode, SALESFORCE_CALLBACK_PATH, salesforceAuthorizeUrl } from "./salesforce-oauth";

const NONCE_COOKIE = "pitchsite_salesforce_oauth";
/** Where the callback sends the browser back: Settings → Integrations, with the outcome. */
const SETTINGS_PATH = "/settings?section=integrations";

const orSalesforceFailure = <T>(work: Promise<T>) =>
  work.catch(crmFailure({ provider: "Salesforce", auth: SALESFORCE_MESSAGES.sessionRefused, scopes: SALESFORCE_MESSAGES.noAccess, unreachable: SALESFORCE_MESSAGES.unreachable }));

/** /api/integrations/salesforce: the OAuth connect (web-server flow), and the campaign or list-view import. */
export function salesforceRoutes({ db, config, queue }: AppDeps, runtime: CrmRuntime) {
  const stateSigner = createOAuthStateSigner(config.authSecret);
  const oauthSettings = () => {
    if (!runtime.salesforceOAuth) throw new ApiError(400, SALESFORCE_MESSAGES.notConfigured);
    return runtime.salesforceOAuth;
  };
  const connectedApi = async (workspaceId: string) => {
    const connection = await findConnection(db, workspaceId, "salesforce");
    if (!connection) throw new ApiError(400, SALESFORCE_MESSAGES.notConnected);
    oauthSettings();
    return { connection, api: runtime.salesforceApi(connection) };
  };

  return new Hono<AppEnv>()
    .post("/authorize", adminOnly(INTEGRATION_MESSAGES.adminOnly), async (c) => {
      const settings = oauthSettings();
      const { state, nonce } = stateSigner.issue(c.var.scope.workspaceId, c.var.user.id);
      // Lax: the cookie comes back on Salesforce's top-level redirect to the callback, never on a cross-site subrequest.
      setCookie(c, NONCE_COOKIE, nonce, { path: SALESFORCE_CALLBACK_PATH, httpOnly: true, sameSite: "Lax", secure: config.appUrl.startsWith("https:"), maxAge: 600 });
      return c.json({ url: salesforceAuthorizeUrl(settings, state) });
    })
    .get("/callback", async (c) => {
      const back = (outcome: string) => c.redirect(`${SETTINGS_PATH}&${outcome}`, 302);
      const refused = (message: string) => back(`salesforce_error=${encodeURIComponent(message)}`);
      const nonce = getCookie(c, NONCE_COOKIE);
      deleteCookie(c, NONCE_COOKIE, { path: SALESFORCE_CALLBACK_PATH });
      const state = stateSigner.verify(c.req.query("state") ?? "");
      // The sign-in must be the one this browser started, for this user in the workspace they are in now, as an admin.
      if (!state || !nonce || state.nonce !== nonce || state.workspaceId !== c.var.scope.workspaceId || state.userId !== c.var.user.id) {
        return refused(SALESFORCE_MESSAGES.stateRefused);
      }
      if (c.var.scope.role !== "admin") return refused(INTEGRATION_MESSAGES.adminOnly);
      const code = c.req.query("code");
      if (!code) return refused(c.req.query("error_description")?.slice(0, 200) || SALESFORCE_MESSAGES.denied);
      const settings = runtime.salesforceOAuth;
      if (!settings) return refused(SALESFORCE_MESSAGES.notConfigured);
      const exchanged = await exchangeSalesforceCode(settings, code);
      if ("refused" in exchanged) return refused(exchanged.refused);
      const id = await saveConnection(db, runtime.cipher, {
        workspaceId: c.var.scope.workspaceId,
        provider: "salesforce",
        credential: JSON.stringify(exchanged.credential),
        accountLabel: exchanged.accountLabel,
        connectedBy: c.var.user.id,
      });
      await requestCrmSync(queue.boss, id);
      return back("salesforce=connected");
    })
    .get("/campaigns", validate("query", crmListQuerySchema), async (c) => {
      const { api } = await connectedApi(c.var.scope.workspaceId);
      return c.json(await orSalesforceFailure(api.campaigns(c.req.valid("query").q ?? "")));
    })
    .get("/list-views", async (c) => {
      const { api } = await connectedApi(c.var.scope.workspaceId);
      return c.json(await orSalesforceFailure(api.listViews()));
    })
    .get("/fields", async (c) => {
      const { api } = await connectedApi(c.var.scope.workspaceId);
      return c.json(await orSalesforceFailure(api.importFields()));
    })
    .post("/import", validate("json", salesforceImportSchema), async (c) => {
      const { connection, api } = await connectedApi(c.var.scope.workspaceId);
      const result = await orSalesforceFailure(importSalesforceRecords(db, api, connection, c.var.scope, c.req.valid("json")));
      await requestCrmSync(queue.boss, connection.id);
      return c.json(result);
    });
}

import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { APIError as AuthApiError } from "better-auth/api";
import { accountSignInThrottle, createAccountThrottle } from "./auth/account-sign-in-throttle";
import { DISK_FULL_STATUS } from "../shared/disk";
import { requireUser } from "./auth/require-user";
import { DiskLowError } from "./disk/disk-guard";
import { CLIENT_IP_HEADER, clientIp } from "./http/client-ip";
import { accessRoutes } from "./features/access/routes";
import { accountRoutes } from "./features/account/routes";
import { apiKeyRoutes } from "./features/api-keys/routes";
import { brandRoutes } from "./features/brand/routes";
import { analyticsRoutes } from "./features/analytics/routes";
import { approvalRoutes } from "./features/approvals/routes";
import { campaignRoutes } from "./features/campaigns/routes";
import { contactPageRoutes } from "./features/contact-pages/routes";
import { contactRoutes } from "./features/contacts/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { campaignExpiryRoutes } from "./features/expiry/routes";
import { frameworkRoutes } from "./features/frameworks/routes";
import { healthRoutes } from "./features/health/routes";
import { importMappingRoutes } from "./features/import-mapping/routes";
import { integrationRoutes } from "./features/integrations/routes";
import { launchRoutes } from "./features/launch/routes";
import { meRoutes } from "./features/me/routes";
import { createBeaconFastPath } from "./features/metrics/beacon-fast-path";
import { micrositePageHits, trackServedPages } from "./features/metrics/page-hits";
import { campaignEngagementRoutes, logMetricRoutes } from "./features/metrics/routes";
import { engagementStampRoutes } from "./features/metrics/stamp-routes";
import { createPageTokenHeaders } from "./features/metrics/visit-token";
import { micrositeRoutes } from "./features/microsites/routes";
import { notificationRoutes, notificationSettingsRoutes } from "./features/notifications/routes";
import { offeringRoutes } from "./features/offerings/routes";
import { frameworkSampleRoutes } from "./features/preview/framework-sample-routes";
import { previewRoutes } from "./features/preview/routes";
import { createMicrositeFastPath } from "./features/public-site/fast-path";
import { publicSiteRoutes } from "./features/public-site/routes";
import { contactTimelineRoutes } from "./features/timeline/routes";
import { publicFileRoutes } from "./features/uploads/public-files";
import { uploadRoutes } from "./features/uploads/routes";
import { invitationPreviewRoutes, workspaceRoutes } from "./features/workspace/routes";
import { apiResponseHeaders } from "./http/api-headers";
import { ApiError } from "./http/errors";
import type { AppDeps } from "./features/deps";
import type { AppEnv } from "./http/env";
import type { FastPath } from "./http/node-server";
import { sameOriginOnly } from "./http/same-origin";
import { openApiRoutes } from "./openapi/routes";
import { spaRoutes } from "./http/spa";
import { CLIENT_DIST_DIR } from "./runtime-files";

const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The private JSON API under /api: every route needs a session. Public API routes are mounted on the app before it. */
export function createApi(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use("*", requireUser(deps.auth, deps.db, deps.apiKeyLimit))
    .route("/me", meRoutes(deps))
    .route("/dashboard", dashboardRoutes(deps))
    .route("/uploads", uploadRoutes(deps))
    .route("/brand-profile", brandRoutes(deps))
    .route("/frameworks", frameworkRoutes(deps))
    .route("/offerings", offeringRoutes(deps))
    .route("/account", accountRoutes(deps))
    .route("/campaigns", campaignRoutes(deps))
    .route("/contacts", contactRoutes(deps))
    .route("/import-mapping", importMappingRoutes(deps))
    .route("/integrations", integrationRoutes(deps))
    .route("/microsites", micrositeRoutes(deps))
    .route("/", launchRoutes(deps))
    .route("/campaigns", campaignEngagementRoutes(deps))
    .route("/engagement-stamp", engagementStampRoutes(deps))
    .route("/campaigns", previewRoutes(deps))
    .route("/framework-sample", frameworkSampleRoutes(deps))
    .route("/campaigns", campaignExpiryRoutes(deps))
    .route("/contacts", contactTimelineRoutes(deps))
    .route("/analytics", analyticsRoutes(deps))
    .route("/approvals", approvalRoutes(deps))
    .route("/notification-settings", notificationSettingsRoutes(deps))
    .route("/notifications", notificationRoutes(deps))
    .route("/api-keys", apiKeyRoutes(deps))
    .route("/campaigns", contactPageRoutes(deps))
    .route("/", workspaceRoutes(deps))
    .route("/", accessRoutes(deps));
}

export type ApiType = ReturnType<typeof createApi>;

export function createApp(deps: AppDeps, options: { clientDir?: string } = {}) {
  const { auth, config, logger } = deps;
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(error.issues ? { error: error.message, issues: error.issues } : { error: error.message }, error.status, error.headers);
    }
    if (error instanceof DiskLowError) return c.json({ error: error.message }, DISK_FULL_STATUS);
    if (error instanceof HTTPException) return c.json({ error: error.message || "Request failed" }, error.status);
    // better-auth refusals from server-side calls (the organization plugin's checks) keep their status and message.
    if (error instanceof AuthApiError && error.statusCode < 500) return c.json({ error: error.message || "Request refused" }, error.statusCode as 400);
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.json({ error: "Something went wrong." }, 500);
  });

  app.use("/api/*", apiResponseHeaders);
  // Public beacon endpoint (any host, incl. the microsite host), ahead of every other middleware: the hottest
  // route, it bounds its own tiny body without materializing a full Request per hit and is checked against the
  // microsite instead of the same-origin rule.
  app.route("/api/log-metric", logMetricRoutes(deps));
  app.use("*", micrositePageHits(deps));
  app.route("/", publicSiteRoutes(deps));
  app.use(
    "/api/*",
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: "Request body is too large (10 MB at most)" }, 413) }),
  );
  app.use("/api/*", sameOriginOnly(config.appUrl, ["/api/log-metric"]));
  // Besides better-auth's per-address limit: failed sign-ins counted per account, from whatever address.
  if (config.authRateLimit) app.use("/api/auth/sign-in/email", accountSignInThrottle(createAccountThrottle()));
  // better-auth's sign-in/up rate limit is per client: it reads the address we determined, never the client's word.
  // The organization plugin's own endpoints are not ours to expose: /api/workspace applies our rules (hand-over on
  // removal, the last admin, 404 outside the workspace) and calls the plugin from the server.
  app.all("/api/auth/organization/*", (c) => c.json({ error: "Not found" }, 404));
  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, config.trustProxy));
    return auth.handler(new Request(c.req.raw, { headers }));
  });
  app.route("/api", healthRoutes(deps));
  app.route("/api/invitations", invitationPreviewRoutes(deps));
  app.route("/api", openApiRoutes(app, config.appUrl));
  app.route("/api", createApi(deps));
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));
  app.route("/storage", publicFileRoutes(deps));
  app.route("/", spaRoutes(options.clientDir ?? CLIENT_DIST_DIR));
  return app;
}

/**
 * What the Node server answers before the app: cached public pages from memory and beacons handed to the ingest
 * (the two routes a busy deployment serves most).
 */
export function createFastPaths(deps: Pick<AppDeps, "pageCache" | "config" | "metrics" | "logger">): FastPath[] {
  return [
    createMicrositeFastPath(deps.pageCache, deps.config, trackServedPages(deps), createPageTokenHeaders(deps.metrics.visitTokens)),
    createBeaconFastPath(deps),
  ];
}

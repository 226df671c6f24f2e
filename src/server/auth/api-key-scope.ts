import type { ApiKeyScope } from "@/shared/api-keys";

/** The routes that generate pages (and so spend the AI budget): a key needs the launch scope for them. */
const LAUNCH_ROUTES = [
  /^\/api\/launch-campaign$/,
  /^\/api\/microsites\/[^/]+\/regenerate$/,
  /^\/api\/campaigns\/[^/]+\/microsites\/bulk\/regenerate$/,
  /^\/api\/campaigns\/[^/]+\/pages$/,
];

/** The scope an API key needs for a request: read for GET (and HEAD), launch for generation, write for the rest. */
export function requiredScope(method: string, path: string): ApiKeyScope {
  if (method === "GET" || method === "HEAD") return "read";
  return LAUNCH_ROUTES.some((route) => route.test(path)) ? "launch" : "write";
}

export const isApiKeyManagement = (path: string) => path === "/api/api-keys" || path.startsWith("/api/api-keys/");

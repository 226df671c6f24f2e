import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiType } from "@/server/app";

/** Typed API client built from the server's route types: a renamed field breaks the build, not the user. */
export const api = hc<ApiType>("/api", { init: { credentials: "same-origin" } });

/** An API failure carrying the server's user-facing message (`{error}`) and HTTP status. */
export class ApiRequestError extends Error {
  constructor(message: string, readonly status: number, readonly issues?: unknown[]) {
    super(message);
    this.name = "ApiRequestError";
  }
}

async function errorFrom(res: Response): Promise<ApiRequestError> {
  const body = (await res.json().catch(() => null)) as { error?: string; message?: string; issues?: unknown[] } | null;
  const message = body?.error ?? body?.message ?? `Request failed (${res.status})`;
  return new ApiRequestError(message, res.status, body?.issues);
}

/** The body type of a route's success answers only: error answers throw instead of being returned. */
type SuccessBody<R> = R extends ClientResponse<infer T, infer S, string> ? (S extends SuccessStatusCode ? T : never) : never;

/** Awaits an `api.*` call and returns its JSON body, or throws ApiRequestError with the server's message. */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<SuccessBody<R>> {
  const res = (await request) as unknown as Response;
  if (!res.ok) throw await errorFrom(res);
  if (res.status === 204) return undefined as SuccessBody<R>;
  return (await res.json()) as SuccessBody<R>;
}

/** For calls outside the typed client (better-auth, multipart uploads, CSV downloads). */
export async function fetchJson<T>(input: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(input, { credentials: "same-origin", ...init });
  if (!res.ok) throw await errorFrom(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/**
 * What a failed load tells the user: the server's own message when it refused the request (4xx: "Campaign not
 * found") or a service behind it failed (502: the AI provider's error), else the screen's own text (server fault or no network), never a raw "Failed to fetch".
 */
export function loadErrorMessage(error: unknown, fallback: string): string {
  // 502: a service behind the server (the AI provider) failed, and its words tell the user what to fix.
  return error instanceof ApiRequestError && ((error.status >= 400 && error.status < 500) || error.status === 502) ? error.message : fallback;
}

/**
 * The server's own words when it refused for a reason the user can act on: a rule the input broke (400), or a
 * change that is not theirs to make (403, "Only workspace admins can change frameworks"); else `fallback`.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && (error.status === 400 || error.status === 403) ? error.message : fallback;
}

export const isForbidden = (error: unknown) => error instanceof ApiRequestError && error.status === 403;

export const jsonBody = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

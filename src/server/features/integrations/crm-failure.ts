import { ApiError } from "@/server/http/errors";
import { CrmError } from "./crm-error";

/** What the rep reads for each kind of CRM failure, in the CRM's own terms. */
export type CrmFailureMessages = { provider: string; auth: string; scopes: string; unreachable: string };

/** A CRM failure as an API answer: never a 500, never the credential. */
export function crmFailure(messages: CrmFailureMessages) {
  return (error: unknown): never => {
    if (!(error instanceof CrmError)) throw error;
    if (error.kind === "auth") throw new ApiError(400, messages.auth);
    if (error.kind === "scopes") throw new ApiError(400, messages.scopes);
    if (error.kind === "rate_limited") {
      const seconds = error.retryAfterSeconds ?? 10;
      throw new ApiError(503, `${messages.provider} asks to wait ${seconds} s; try again then`, undefined, { "Retry-After": String(seconds) });
    }
    if (error.kind === "unavailable") throw new ApiError(502, messages.unreachable);
    throw new ApiError(400, error.message);
  };
}

import { CrmError } from "../crm-error";

/**
 * REQUEST_LIMIT_EXCEEDED carries no Retry-After (the org's rolling 24-hour API allowance is spent): the connection
 * pauses this long before trying again.
 */
export const SALESFORCE_LIMIT_PAUSE_SECONDS = 300;

const SCOPE_CODES = new Set(["INSUFFICIENT_ACCESS", "INSUFFICIENT_ACCESS_OR_READONLY", "API_DISABLED_FOR_ORG", "API_CURRENTLY_DISABLED", "FUNCTIONALITY_NOT_ENABLED"]);
const UNAVAILABLE_CODES = new Set(["SERVER_UNAVAILABLE", "UNKNOWN_EXCEPTION", "REQUEST_RUNNING_TOO_LONG"]);

/**
 * A jsforce failure as a CrmError. jsforce turns Salesforce's `[{message, errorCode}]` into an error named by its
 * errorCode (ERROR_HTTP_<status> when the body is not Salesforce's), and retries a 401 itself after refreshing the
 * access token: a failed refresh (`refresh`) means the refresh token no longer works, unless the endpoint was down.
 */
export function salesforceError(error: unknown): CrmError {
  if (error instanceof CrmError) return error;
  const { errorCode, message, refresh } = error as { errorCode?: unknown; message?: unknown; refresh?: boolean };
  const code = typeof errorCode === "string" ? errorCode : "";
  const text = typeof message === "string" ? message.slice(0, 200) : "";
  const said = `Salesforce answered ${code || "an error"}${text ? `: ${text}` : ""}`;
  if (refresh) {
    // The token endpoint: an outage is retried; anything else (invalid_grant: the sign-in was revoked) needs the rep.
    if (/^ERROR_HTTP_5\d\d$/.test(code)) return new CrmError("unavailable", `Salesforce's token endpoint answered ${code.slice(-3)}`);
    return new CrmError("auth", `Salesforce refused the stored sign-in (${code || "refresh failed"}${text ? `: ${text}` : ""})`);
  }
  if (code === "INVALID_SESSION_ID" || code === "ERROR_HTTP_401") return new CrmError("auth", said);
  if (code === "REQUEST_LIMIT_EXCEEDED" || code === "ERROR_HTTP_429") return new CrmError("rate_limited", said, SALESFORCE_LIMIT_PAUSE_SECONDS);
  if (SCOPE_CODES.has(code) || code === "ERROR_HTTP_403") return new CrmError("scopes", said);
  if (UNAVAILABLE_CODES.has(code) || /^ERROR_HTTP_5\d\d$/.test(code)) return new CrmError("unavailable", said);
  if (code === "INVALID_FIELD") {
    const field = /No such column '([^']+)' on (?:entity|sobject of type) '?(\w+)/.exec(text);
    if (field) return new CrmError("rejected", missingFieldsMessage(field[2], [field[1]]));
  }
  if (!code) return new CrmError("unavailable", "Salesforce could not be reached");
  return new CrmError("rejected", said);
}

/** The sync error shown when the admin has not created Pitchsite's custom fields. */
export const missingFieldsMessage = (object: string, fields: string[]) =>
  `Salesforce ${object} has no field ${fields.join(", ")}: create the Pitchsite custom fields on Contact and Lead (see the README)`;

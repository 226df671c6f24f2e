/**
 * SQLSTATEs of a connection the server ended or lost: admin_shutdown (pg_terminate_backend), crash_shutdown,
 * cannot_connect_now, and class 08 (connection exception).
 */
const LOST_CODES = new Set(["57P01", "57P02", "57P03"]);

/**
 * Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`) says the database connection was
 * lost rather than that the statement was wrong. Only then is running the same work again on a new connection the
 * fix; a statement that failed on its own merits would fail again.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (LOST_CODES.has(code) || code.startsWith("08"))) return true;
    // node-postgres: the socket closed under a query, or a query was sent to a client whose socket had closed.
    if (/Connection terminated|connection error and is not queryable|Client was closed and is not queryable/.test(e.message)) return true;
    if (code === "ECONNRESET" || code === "EPIPE" || code === "ECONNREFUSED") return true;
  }
  return false;
}

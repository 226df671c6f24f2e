import type { Logger } from "pino";
import type { DatabaseHandle } from "@/server/db/client";
import type { PageCache } from "./page-cache";

export const MICROSITE_CHANGED_CHANNEL = "pitchsite_microsite_changed";

/**
 * Drops a cached page whenever its row changes, whoever changed it: a trigger on campaign_microsites
 * (migration 0002) notifies this channel with the slug. PGlite delivers notifications in-process; on
 * PostgreSQL one pooled connection stays subscribed, and the whole cache is dropped whenever that
 * connection is lost (notifications may have been missed).
 */
export async function listenForMicrositeChanges(handle: DatabaseHandle, cache: Pick<PageCache, "invalidate" | "clear">, logger: Logger): Promise<() => Promise<void>> {
  if (handle.kind === "pglite") {
    const unsubscribe = await handle.pglite.listen(MICROSITE_CHANGED_CHANNEL, (slug) => cache.invalidate(slug));
    return unsubscribe;
  }
  const pool = handle.pool;
  let stopped = false;
  let release: (() => void) | null = null;
  const subscribe = async (): Promise<void> => {
    if (stopped) return;
    try {
      const client = await pool.connect();
      let released = false;
      release = () => {
        if (released) return;
        released = true;
        client.removeAllListeners("notification");
        client.release(true);
      };
      client.on("notification", (msg) => msg.payload && cache.invalidate(msg.payload));
      let lost = false;
      // `on`, not `once`: a dying connection can report more than one error, and an unheard one is fatal.
      client.on("error", (error) => {
        if (lost) return;
        lost = true;
        if (stopped) return;
        logger.warn({ err: error }, "microsite change listener lost its connection; reconnecting");
        cache.clear();
        release?.();
        setTimeout(() => void subscribe(), 1000).unref();
      });
      await client.query(`LISTEN ${MICROSITE_CHANGED_CHANNEL}`);
      cache.clear();
    } catch (error) {
      logger.warn({ err: error }, "microsite change listener could not subscribe; retrying");
      cache.clear();
      setTimeout(() => void subscribe(), 1000).unref();
    }
  };
  await subscribe();
  return async () => {
    stopped = true;
    release?.();
  };
}

import pg from "pg";

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

const ignoreReportedElsewhere = () => {};

/**
 * A pg pool whose clients survive losing their connection while checked out (a transaction, a LISTEN, a migration
 * lock) — what a server restart, a failover or pg_terminate_backend does:
 * - each client has an 'error' listener for its whole life: pg-pool listens only while a client is idle, and an
 *   unheard 'error' event kills the process. The loss reaches the holder as its rejected query anyway, and an idle
 *   client's loss is still reported once, through the pool's own 'error' event;
 * - a checked-out client whose connection is lost goes back to the pool at once (and is discarded there). Drizzle's
 *   `transaction()` never releases a client whose BEGIN failed, so each loss at that moment leaked one of the pool's
 *   connections: the pool ran dry and `end()` waited forever. The holder's own release later is a no-op.
 */
export class LeaseSafePool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    this.on("connect", (client) => client.on("error", ignoreReportedElsewhere));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The callback form is pg-pool's own `query()`, which watches its client itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenLost);
  }
}

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (err?: Error | boolean) => {
    client.removeListener("error", onLost);
    if (released) return;
    released = true;
    release(err);
  };
  const onLost = (error: Error) => releaseOnce(error);
  client.once("error", onLost);
  client.release = releaseOnce;
  return client;
}

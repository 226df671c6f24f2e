import { sql } from "drizzle-orm";
import { NO_JS_TIMEOUT_MS, VIEW_HOLD_MS } from "@/shared/bot-detection";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import type { TrackedMicrosite } from "./microsite-directory";
import { applyVisitorInput, newVisitorState, resolveVisitor, type Emit, type VisitorInput, type VisitorState } from "./visitor-state";
import { metricVisitors, microsites } from "@/server/db/schema";

/** The inputs of one visitor on one microsite collected between two writes. */
export type VisitorGroup = { microsite: TrackedMicrosite; visitor: string; inputs: VisitorInput[] };

/** Whom a count belongs to (the row's microsite). */
export type CountOwner = Pick<TrackedMicrosite, "id" | "userId" | "campaignId" | "contactId">;
export type OwnedEmit = (owner: CountOwner, ...count: Parameters<Emit>) => void;

/** Rows resolved per statement when time alone decides (a backlog is worked off over several writes). */
const RESOLVE_BATCH = 2000;

type Row = {
  microsite_id: string;
  visitor: string;
  user_id: string;
  campaign_id: string;
  contact_id: string;
  visit_started_at: number | null;
  last_seen_at: number | null;
  view_state: VisitorState["viewState"];
  view_at: number | null;
  clicked: boolean;
  seconds: number;
  pending_loads: number;
  last_load_at: number | null;
};

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8 as ${column}`);
const STATE_COLUMNS = sql.join(
  [
    sql.raw("microsite_id, visitor, user_id, campaign_id, contact_id, view_state, clicked, seconds, pending_loads"),
    ms("visit_started_at"),
    ms("last_seen_at"),
    ms("view_at"),
    ms("last_load_at"),
  ],
  sql`, `,
);
const num = (value: number | string | null) => (value === null ? null : Number(value));
const stateOf = (row: Row): VisitorState => ({
  visitStartedAt: num(row.visit_started_at),
  lastSeenAt: num(row.last_seen_at),
  viewState: row.view_state,
  viewAt: num(row.view_at),
  clicked: row.clicked,
  seconds: Number(row.seconds),
  pendingLoads: Number(row.pending_loads),
  lastLoadAt: num(row.last_load_at),
});
const ownerOf = (row: Row): CountOwner => ({ id: row.microsite_id, userId: row.user_id, campaignId: row.campaign_id, contactId: row.contact_id });
const keyOf = (micrositeId: string, visitor: string) => `${micrositeId}\n${visitor}`;

/** Another process created one of this batch's visitor rows meanwhile: the batch is rolled back and written again. */
export class VisitorRowRace extends Error {
  constructor() {
    super("a visitor row was created concurrently; the batch is retried");
  }
}

const stateRecord = (micrositeId: string, visitor: string, s: VisitorState) => ({
  microsite_id: micrositeId,
  visitor,
  visit_started_at: s.visitStartedAt,
  last_seen_at: s.lastSeenAt,
  view_state: s.viewState,
  view_at: s.viewAt,
  clicked: s.clicked,
  seconds: s.seconds,
  pending_loads: s.pendingLoads,
  last_load_at: s.lastLoadAt,
});
// Moments travel as epoch milliseconds and become timestamps in SQL: parsing thousands of ISO strings per batch
// was a large share of the embedded database's work.
const STATE_RECORDSET = sql.raw(`microsite_id uuid, visitor text, visit_started_at double precision, last_seen_at double precision,
  view_state text, view_at double precision, clicked boolean, seconds double precision, pending_loads integer, last_load_at double precision`);
const at = (column: string) => `to_timestamp(v.${column} / 1000.0)`;

async function saveStates(tx: Executor, states: Array<{ micrositeId: string; visitor: string; state: VisitorState }>) {
  if (states.length === 0) return;
  const json = JSON.stringify(states.map(({ micrositeId, visitor, state }) => stateRecord(micrositeId, visitor, state)));
  await tx.execute(sql`
    update ${metricVisitors} t set visit_started_at = ${sql.raw(at("visit_started_at"))}, last_seen_at = ${sql.raw(at("last_seen_at"))}, view_state = v.view_state,
      view_at = ${sql.raw(at("view_at"))}, clicked = v.clicked, seconds = v.seconds, pending_loads = v.pending_loads, last_load_at = ${sql.raw(at("last_load_at"))}
    from jsonb_to_recordset(${json}::jsonb) as v(${STATE_RECORDSET})
    where t.microsite_id = v.microsite_id and t.visitor = v.visitor
  `);
}

/**
 * The visitor rows as this process last wrote them, for a database no other process writes (the embedded one,
 * behind its data-directory lock): a batch then reads only the rows it does not know. Entries are replaced only
 * after their transaction commits (see `remember` below), so a failed batch leaves the copy as the table is.
 */
export class KnownVisitorStates {
  private readonly entries = new Map<string, { state: VisitorState; owner: CountOwner }>();
  constructor(private readonly maxEntries = 100_000) {}

  get(micrositeId: string, visitor: string) {
    return this.entries.get(keyOf(micrositeId, visitor));
  }

  set(micrositeId: string, visitor: string, state: VisitorState, owner: CountOwner) {
    const key = keyOf(micrositeId, visitor);
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { state, owner });
  }

  clear() {
    this.entries.clear();
  }
}

/** Told each state a batch writes; the caller keeps them (in KnownVisitorStates) once the batch has committed. */
export type RememberState = (micrositeId: string, visitor: string, state: VisitorState, owner: CountOwner) => void;

/**
 * Applies collected inputs to the visitors' shared state inside the caller's transaction: the existing rows are
 * read and locked (in key order: concurrent writers from other processes wait, never deadlock), the state machine
 * runs here, and ONE upsert writes every state back, creating the missing rows. If another process created one of
 * those rows in between, `VisitorRowRace` is thrown (the caller rolls back and retries). Visitors of a microsite
 * deleted meanwhile are dropped. With `known` (sole writer) only the rows it lacks are read.
 */
export async function applyVisitorGroups(tx: Executor, groups: VisitorGroup[], emit: OwnedEmit, known?: KnownVisitorStates, remember?: RememberState) {
  if (groups.length === 0) return;
  const sorted = [...groups].sort((a, b) => (a.microsite.id === b.microsite.id ? (a.visitor < b.visitor ? -1 : 1) : a.microsite.id < b.microsite.id ? -1 : 1));
  const unknown = known ? sorted.filter((g) => !known.get(g.microsite.id, g.visitor)) : sorted;
  const keys = JSON.stringify(unknown.map((g) => ({ microsite_id: g.microsite.id, visitor: g.visitor })));
  const rows =
    unknown.length === 0
      ? []
      : await queryRows<Row>(tx, sql`
            select ${STATE_COLUMNS} from ${metricVisitors}
            where (microsite_id, visitor) in (select v.microsite_id, v.visitor from jsonb_to_recordset(${keys}::jsonb) as v(microsite_id uuid, visitor text))
            order by microsite_id, visitor collate "C"
            for update
          `);
  const byKey = new Map(rows.map((row) => [keyOf(row.microsite_id, row.visitor), row]));
  const records = [];
  let existing = rows.length;
  for (const group of sorted) {
    const cached = known?.get(group.microsite.id, group.visitor);
    const row = cached ? undefined : byKey.get(keyOf(group.microsite.id, group.visitor));
    if (cached) existing += 1;
    // A copy: the known state changes only once this batch has committed.
    const state = cached ? { ...cached.state } : row ? stateOf(row) : newVisitorState();
    const owner: CountOwner = cached ? cached.owner : row ? ownerOf(row) : group.microsite;
    for (const input of [...group.inputs].sort((a, b) => a.at - b.at)) applyVisitorInput(state, input, (count) => emit(owner, count));
    remember?.(group.microsite.id, group.visitor, state, owner);
    records.push({ ...stateRecord(group.microsite.id, group.visitor, state), user_id: owner.userId, campaign_id: owner.campaignId, contact_id: owner.contactId });
  }
  const [written] = await queryRows<{ updated: number | string }>(tx, sql`
      with written as (
      insert into ${metricVisitors} (microsite_id, visitor, user_id, campaign_id, contact_id, visit_started_at, last_seen_at, view_state,
        view_at, clicked, seconds, pending_loads, last_load_at)
      select v.microsite_id, v.visitor, v.user_id, v.campaign_id, v.contact_id, ${sql.raw(at("visit_started_at"))}, ${sql.raw(at("last_seen_at"))}, v.view_state,
        ${sql.raw(at("view_at"))}, v.clicked, v.seconds, v.pending_loads, ${sql.raw(at("last_load_at"))}
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${STATE_RECORDSET}, user_id text, campaign_id uuid, contact_id uuid)
      where exists (select 1 from ${microsites} m where m.id = v.microsite_id)
      order by v.microsite_id, v.visitor collate "C"
      on conflict (microsite_id, visitor) do update set visit_started_at = excluded.visit_started_at, last_seen_at = excluded.last_seen_at,
        view_state = excluded.view_state, view_at = excluded.view_at, clicked = excluded.clicked, seconds = excluded.seconds,
        pending_loads = excluded.pending_loads, last_load_at = excluded.last_load_at
      returning (xmax = 0) as inserted)
      select count(*) filter (where not inserted) as updated from written
    `);
  // Rows of deleted microsites are neither inserted nor updated, so only an excess of updates reveals a race.
  if (Number(written.updated) > existing) throw new VisitorRowRace();
}

/**
 * Decides what time alone decides (held views, page loads never answered by a beacon) for visitors of every
 * process, at `now` (+Infinity: everything). Rows another writer holds are skipped (it or a later pass gets them).
 * Returns how many rows changed.
 */
export async function resolveDueVisitors(tx: Executor, now: number, emit: OwnedEmit, remember?: RememberState): Promise<number> {
  const before = (ms: number) => (Number.isFinite(now) ? new Date(now - ms).toISOString() : "infinity");
  const rows = await queryRows<Row>(tx, sql`
      select ${STATE_COLUMNS} from ${metricVisitors}
      where (view_state = 'held' and view_at <= ${before(VIEW_HOLD_MS)}::timestamptz)
         or (pending_loads <> 0 and coalesce(greatest(last_load_at, last_seen_at), '-infinity') <= ${before(NO_JS_TIMEOUT_MS)}::timestamptz)
      order by microsite_id, visitor collate "C"
      limit ${RESOLVE_BATCH}
      for update skip locked
    `);
  const states = [];
  for (const row of rows) {
    const state = stateOf(row);
    const owner = ownerOf(row);
    if (resolveVisitor(state, now, (count) => emit(owner, count))) states.push({ micrositeId: row.microsite_id, visitor: row.visitor, state });
    remember?.(row.microsite_id, row.visitor, state, owner);
  }
  await saveStates(tx, states);
  return states.length;
}

/** Visitor rows quiet for a day (nothing held or pending) carry nothing a later event needs: a new visit starts anyway. */
export async function forgetIdleVisitors(db: Executor, now: number) {
  const before = new Date(now - 86_400_000).toISOString();
  await db.execute(sql`
    delete from ${metricVisitors}
    where view_state <> 'held' and pending_loads = 0 and coalesce(greatest(last_seen_at, last_load_at), '-infinity') < ${before}::timestamptz
  `);
}

import { sql } from "drizzle-orm";
import { NO_JS_TIMEOUT_MS, VIEW_HOLD_MS } from "../../../shared/bot-detection";
import type { Executor } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";
import type { TrackedMicrosite } from "./microsite-directory";
import { applyVisitorInput, resolveVisitor, type Emit, type VisitorInput, type VisitorState } from "./visitor-state";

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
const iso = (value: number | null) => (value === null ? null : new Date(value).toISOString());

async function saveStates(tx: Executor, states: Array<{ micrositeId: string; visitor: string; state: VisitorState }>) {
  if (states.length === 0) return;
  const json = JSON.stringify(
    states.map(({ micrositeId, visitor, state: s }) => ({
      microsite_id: micrositeId,
      visitor,
      visit_started_at: iso(s.visitStartedAt),
      last_seen_at: iso(s.lastSeenAt),
      view_state: s.viewState,
      view_at: iso(s.viewAt),
      clicked: s.clicked,
      seconds: s.seconds,
      pending_loads: s.pendingLoads,
      last_load_at: iso(s.lastLoadAt),
    })),
  );
  await tx.execute(sql`
    update metric_visitors t set visit_started_at = v.visit_started_at, last_seen_at = v.last_seen_at, view_state = v.view_state,
      view_at = v.view_at, clicked = v.clicked, seconds = v.seconds, pending_loads = v.pending_loads, last_load_at = v.last_load_at
    from jsonb_to_recordset(${json}::jsonb) as v(microsite_id uuid, visitor text, visit_started_at timestamptz, last_seen_at timestamptz,
      view_state text, view_at timestamptz, clicked boolean, seconds double precision, pending_loads integer, last_load_at timestamptz)
    where t.microsite_id = v.microsite_id and t.visitor = v.visitor
  `);
}

/**
 * Applies collected inputs to the visitors' shared state inside the caller's transaction. One upsert creates the
 * missing rows and locks all of them (in key order: concurrent writers from other processes wait, never
 * deadlock), the state machine runs here, one update writes the states back. Visitors of a microsite deleted
 * meanwhile are dropped.
 */
export async function applyVisitorGroups(tx: Executor, groups: VisitorGroup[], emit: OwnedEmit) {
  if (groups.length === 0) return;
  const sorted = [...groups].sort((a, b) => (a.microsite.id === b.microsite.id ? (a.visitor < b.visitor ? -1 : 1) : a.microsite.id < b.microsite.id ? -1 : 1));
  const json = JSON.stringify(
    sorted.map((g) => ({ microsite_id: g.microsite.id, visitor: g.visitor, user_id: g.microsite.userId, campaign_id: g.microsite.campaignId, contact_id: g.microsite.contactId })),
  );
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      insert into metric_visitors (microsite_id, visitor, user_id, campaign_id, contact_id)
      select v.microsite_id, v.visitor, v.user_id, v.campaign_id, v.contact_id
      from jsonb_to_recordset(${json}::jsonb) as v(microsite_id uuid, visitor text, user_id text, campaign_id uuid, contact_id uuid)
      where exists (select 1 from campaign_microsites m where m.id = v.microsite_id)
      order by v.microsite_id, v.visitor collate "C"
      on conflict (microsite_id, visitor) do update set visitor = excluded.visitor
      returning ${STATE_COLUMNS}
    `),
  );
  const byKey = new Map(rows.map((row) => [keyOf(row.microsite_id, row.visitor), row]));
  const states = [];
  for (const group of sorted) {
    const row = byKey.get(keyOf(group.microsite.id, group.visitor));
    if (!row) continue;
    const state = stateOf(row);
    const owner = ownerOf(row);
    for (const input of [...group.inputs].sort((a, b) => a.at - b.at)) applyVisitorInput(state, input, (count) => emit(owner, count));
    states.push({ micrositeId: group.microsite.id, visitor: group.visitor, state });
  }
  await saveStates(tx, states);
}

/**
 * Decides what time alone decides (held views, page loads never answered by a beacon) for visitors of every
 * process, at `now` (+Infinity: everything). Rows another writer holds are skipped (it or a later pass gets them).
 * Returns how many rows changed.
 */
export async function resolveDueVisitors(tx: Executor, now: number, emit: OwnedEmit): Promise<number> {
  const before = (ms: number) => (Number.isFinite(now) ? new Date(now - ms).toISOString() : "infinity");
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      select ${STATE_COLUMNS} from metric_visitors
      where (view_state = 'held' and view_at <= ${before(VIEW_HOLD_MS)}::timestamptz)
         or (pending_loads <> 0 and coalesce(greatest(last_load_at, last_seen_at), '-infinity') <= ${before(NO_JS_TIMEOUT_MS)}::timestamptz)
      order by microsite_id, visitor collate "C"
      limit ${RESOLVE_BATCH}
      for update skip locked
    `),
  );
  const states = [];
  for (const row of rows) {
    const state = stateOf(row);
    const owner = ownerOf(row);
    if (resolveVisitor(state, now, (count) => emit(owner, count))) states.push({ micrositeId: row.microsite_id, visitor: row.visitor, state });
  }
  await saveStates(tx, states);
  return states.length;
}

/** Visitor rows quiet for a day (nothing held or pending) carry nothing a later event needs: a new visit starts anyway. */
export async function forgetIdleVisitors(db: Executor, now: number) {
  const before = new Date(now - 86_400_000).toISOString();
  await db.execute(sql`
    delete from metric_visitors
    where view_state <> 'held' and pending_loads = 0 and coalesce(greatest(last_seen_at, last_load_at), '-infinity') < ${before}::timestamptz
  `);
}

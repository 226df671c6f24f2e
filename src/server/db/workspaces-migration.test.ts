import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres, type DatabaseHandle } from "./client";
import { MIGRATIONS_FOLDER, runMigrations } from "./migrate";
import { queryRows } from "./rows";
import { createScratchDatabase } from "../test/db/scratch-database";
import { resolveScope } from "./membership";

/** The migrations folder as it was before workspaces: every migration up to and including `lastTag`. */
function foldersUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pitchsite-migrations-"));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string; idx: number }> };
  const last = journal.entries.find((e) => e.tag === lastTag)!.idx;
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function openFresh(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite(undefined);
  const scratch = await createScratchDatabase(serverUrl, "pitchsite_migration");
  const handle = openPostgres(scratch.url);
  return { ...handle, close: async () => (await handle.close(), await scratch.drop()) } as DatabaseHandle;
}

// Every kind of record a user had before workspaces, written with the old schema's columns.
async function fillWithEveryRecord(handle: DatabaseHandle, n: number) {
  const u = `user${n}`;
  const ids = (k: string) => `00000000-0000-4000-8000-${String(n).padStart(4, "0")}${k.padStart(8, "0")}`;
  const statements = `
    insert into "user" (id, name, email, first_name, last_name) values ('${u}', 'Rep ${n}', '${u}@example.com', 'Rep', '${n}');
    insert into session (id, expires_at, token, user_id) values ('s${n}', now() + interval '1 day', 'token${n}', '${u}');
    insert into account (id, account_id, provider_id, user_id, password) values ('a${n}', '${u}', 'credential', '${u}', 'x');
    insert into brand_profiles (id, user_id, company_name) values ('${ids("1")}', '${u}', 'Company ${n}');
    insert into product_offerings (id, brand_id, name, type) values ('${ids("2")}', '${ids("1")}', 'Plan', 'Service');
    insert into brand_proof_points (id, brand_id, customer, figure, outcome) values ('${ids("3")}', '${ids("1")}', 'Acme', '30%', 'faster');
    insert into brand_faqs (id, brand_id, question, answer) values ('${ids("4")}', '${ids("1")}', 'Q?', 'A.');
    insert into template_frameworks (id, user_id, name) values ('${ids("5")}', '${u}', 'Framework ${n}');
    insert into campaign_campaigns (id, user_id, name, framework_id, featured_offering_id) values ('${ids("6")}', '${u}', 'Campaign ${n}', '${ids("5")}', '${ids("2")}');
    insert into contacts (id, user_id, email) values ('${ids("7")}', '${u}', 'same@prospect.example'), ('${ids("8")}', '${u}', 'other${n}@prospect.example');
    insert into campaign_contacts (campaign_id, contact_id) values ('${ids("6")}', '${ids("7")}'), ('${ids("6")}', '${ids("8")}');
    insert into campaign_audiences (campaign_id, name) values ('${ids("6")}', 'Audience');
    insert into campaign_assets (campaign_id, name) values ('${ids("6")}', 'Asset');
    insert into launch_runs (id, campaign_id, user_id, status) values ('${ids("9")}', '${ids("6")}', '${u}', 'completed');
    insert into campaign_microsites (id, campaign_id, contact_id, user_id, run_id, slug, status, html_content)
      values ('${ids("10")}', '${ids("6")}', '${ids("7")}', '${u}', '${ids("9")}', 'page-${n}', 'completed', '<p>hi</p>');
    insert into campaign_metrics (campaign_id, contact_id, metric_type, metric_date, source, value, samples) values ('${ids("6")}', '${ids("7")}', 'view', current_date, 'human', 1, 1);
    insert into microsite_engagement (microsite_id, user_id, campaign_id, contact_id, first_viewed_at) values ('${ids("10")}', '${u}', '${ids("6")}', '${ids("7")}', now());
    insert into access_requests (microsite_id, user_id, campaign_id, contact_id, visitor, request_day) values ('${ids("10")}', '${u}', '${ids("6")}', '${ids("7")}', 'v', current_date);
    insert into notification_settings (user_id, webhook_url) values ('${u}', 'https://hooks.example.com/${n}');
  `;
  for (const statement of statements.split(";\n")) if (statement.trim()) await handle.db.execute(sql.raw(statement));
}

const COUNTED = [
  "user", "session", "account", "brand_profiles", "product_offerings", "brand_proof_points", "brand_faqs", "template_frameworks",
  "campaign_campaigns", "contacts", "campaign_contacts", "campaign_audiences", "campaign_assets", "launch_runs", "campaign_microsites",
  "campaign_metrics", "microsite_engagement", "access_requests", "notification_settings",
];

describe("migration 0011 (workspaces) on a database filled with two users' records of every kind", () => {
  let handle: DatabaseHandle;
  let oldFolder: string;
  let before: Record<string, number>;

  const count = async (table: string) => Number((await queryRows<{ n: string }>(handle.db, sql`select count(*) as n from ${sql.identifier(table)}`))[0].n);

  beforeAll(async () => {
    handle = await openFresh();
    oldFolder = foldersUpTo("0010_expiry_lifecycle");
    await runMigrations(handle, oldFolder);
    await fillWithEveryRecord(handle, 1);
    await fillWithEveryRecord(handle, 2);
    before = Object.fromEntries(await Promise.all(COUNTED.map(async (t) => [t, await count(t)] as const)));
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it("keeps every record", async () => {
    for (const table of COUNTED) expect({ table, rows: await count(table) }).toEqual({ table, rows: before[table] });
  });

  it("gives each user a workspace of their own, named after their company, with them as its admin", async () => {
    const workspaces = await queryRows<{ id: string; name: string; user_id: string; role: string }>(handle.db, sql`select o.id, o.name, m.user_id, m.role from organization o join member m on m.organization_id = o.id order by o.id`);
    expect(workspaces).toEqual([
      { id: "ws_user1", name: "Company 1", user_id: "user1", role: "admin" },
      { id: "ws_user2", name: "Company 2", user_id: "user2", role: "admin" },
    ]);
    const sessions = await queryRows<{ user_id: string; active_organization_id: string }>(handle.db, sql`select user_id, active_organization_id from session order by user_id`);
    expect(sessions).toEqual([
      { user_id: "user1", active_organization_id: "ws_user1" },
      { user_id: "user2", active_organization_id: "ws_user2" },
    ]);
    expect(await resolveScope(handle.db, { id: "user2", name: "Rep 2", email: "user2@example.com" }, "ws_user2")).toEqual({ userId: "user2", workspaceId: "ws_user2", role: "admin" });
  });

  it("puts each record in its owner's workspace", async () => {
    for (const table of ["brand_profiles", "template_frameworks", "campaign_campaigns", "contacts", "campaign_microsites"]) {
      const rows = await queryRows<{ user_id: string; workspace_id: string }>(handle.db, sql`select user_id, workspace_id from ${sql.identifier(table)}`);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect({ table, workspace: row.workspace_id }).toEqual({ table, workspace: `ws_${row.user_id}` });
    }
  });

  it("keeps the two users' same-email contacts apart and lets the new schema's rules hold", async () => {
    const same = await queryRows<{ workspace_id: string }>(handle.db, sql`select workspace_id from contacts where email = 'same@prospect.example' order by workspace_id`);
    expect(same.map((r) => r.workspace_id)).toEqual(["ws_user1", "ws_user2"]);
    await expect(handle.db.execute(sql`insert into contacts (user_id, workspace_id, email) values ('user1', 'ws_user1', 'SAME@prospect.example')`)).rejects.toThrow();
    await expect(handle.db.execute(sql`insert into brand_profiles (user_id, workspace_id, company_name) values ('user2', 'ws_user1', 'Second')`)).rejects.toThrow();
  });
});

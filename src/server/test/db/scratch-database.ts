import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A new database on a PostgreSQL server (tests and benchmarks), and how to drop it again: empty, or a copy of
 * `template`. `serverUrl` names any database of that server; the new one gets a random name with `prefix`.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** PostgreSQL refuses to copy a template while another CREATE DATABASE copies it (55006): that one is brief, so wait it out. */
async function createDatabase(admin: pg.Client, name: string, template: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Rows of a `db.execute(sql...)` result: both drivers (PGlite and node-postgres) answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

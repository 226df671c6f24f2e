/**
 * The state of a server-paged table as it lives in the URL (search, sort, direction, page, filters), read and
 * written as plain functions so the rules are tested without a browser. Defaults are left out of the URL, so a
 * plain link to the page stays plain.
 */
/** A sort direction, as the URL and the API spell it. */
export type SortDir = "asc" | "desc";

/** What one table keeps in the URL: its sort keys, the default sort, and the names of its filters. */
export type TableUrlSpec<S extends string, F extends string = never> = {
  sorts: readonly S[];
  defaultSort: S;
  /** The direction a sort has when the URL names none; per key when a function (dates newest first, names A–Z). */
  defaultDir: SortDir | ((sort: S) => SortDir);
  /** Rows per page by default, and the other sizes a reader may pick (`?size=`). */
  pageSize: number;
  pageSizes?: readonly number[];
  /** Filter names with the values each accepts (anything else in the URL is ignored). */
  filters?: { [K in F]: readonly string[] };
};

/** What the URL says the table shows. */
export type TableState<S extends string, F extends string = never> = {
  q: string;
  sort: S;
  dir: SortDir;
  /** Zero-based page (the URL shows it one-based). */
  page: number;
  /** Rows per page. */
  size: number;
  filters: { [K in F]?: string };
};

const DIRS: readonly SortDir[] = ["asc", "desc"];

const defaultDirOf = <S extends string>(spec: { defaultDir: SortDir | ((sort: S) => SortDir) }, sort: S): SortDir =>
  typeof spec.defaultDir === "function" ? spec.defaultDir(sort) : spec.defaultDir;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads the table state from search params; unknown or malformed values fall back to the defaults. */
export function readTableState<S extends string, F extends string = never>(params: URLSearchParams, spec: TableUrlSpec<S, F>): TableState<S, F> {
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  const filters = {} as { [K in F]?: string };
  for (const name of Object.keys(spec.filters ?? {}) as F[]) {
    const value = pick(params.get(name), spec.filters![name]);
    if (value !== undefined) filters[name] = value;
  }
  const sort = pick(params.get("sort"), spec.sorts) ?? spec.defaultSort;
  return {
    q: params.get("q") ?? "",
    sort,
    dir: pick(params.get("dir"), DIRS) ?? defaultDirOf(spec, sort),
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    size: spec.pageSizes?.includes(size) ? size : spec.pageSize,
    filters,
  };
}

/**
 * The search params after a change: other params (a dialog's ?contact=...) are kept; defaults are removed; any
 * change but a page move goes back to the first page (page 3 of an old search means nothing).
 */
export function writeTableState<S extends string, F extends string = never>(
  params: URLSearchParams,
  spec: TableUrlSpec<S, F>,
  change: Partial<Omit<TableState<S, F>, "filters">> & { filters?: { [K in F]?: string } },
): URLSearchParams {
  const current = readTableState(params, spec);
  const next = new URLSearchParams(params);
  const state: TableState<S, F> = { ...current, ...change, filters: { ...current.filters, ...change.filters } };
  if (change.page === undefined) state.page = 0;
  const set = (name: string, value: string | undefined, fallback: string) => (value === undefined || value === fallback ? next.delete(name) : next.set(name, value));
  set("q", state.q.trim() ? state.q : undefined, "");
  set("sort", state.sort, spec.defaultSort);
  set("dir", state.dir, defaultDirOf(spec, state.sort));
  set("page", String(state.page + 1), "1");
  set("size", String(state.size), String(spec.pageSize));
  for (const name of Object.keys(spec.filters ?? {}) as F[]) set(name, state.filters[name], "");
  return next;
}

/** The direction a click on a column header asks for: the other way on the sorted column, else `firstDir`. */
export const nextSortDir = <S extends string>(state: { sort: S; dir: SortDir }, key: S, firstDir: SortDir = "asc"): SortDir =>
  state.sort === key ? (state.dir === "asc" ? "desc" : "asc") : firstDir;

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** "Mar 4, 2026"; a plain date string (YYYY-MM-DD) is read as that calendar day, not as UTC midnight. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "—";
  const date = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : dateFormat.format(date);
}

export const pluralize = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** Campaign types are stored lower-case ("marketing campaign"); shown title-cased. */
export const titleCase = (value: string) => value.replace(/\b\w/g, (ch) => ch.toUpperCase());

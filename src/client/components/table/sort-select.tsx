import { Select } from "../ui/input";
import type { SortDir } from "./table-url-state";

export type SortChoice<S extends string> = { sort: S; dir: SortDir; label: string };

/** The orders every list of named, dated records offers first (campaigns, frameworks, contacts). */
export const DATE_AND_NAME_CHOICES = [
  { sort: "created", dir: "desc", label: "Newest first" },
  { sort: "created", dir: "asc", label: "Oldest first" },
  { sort: "name", dir: "asc", label: "Name A–Z" },
  { sort: "name", dir: "desc", label: "Name Z–A" },
] as const satisfies ReadonlyArray<SortChoice<"created" | "name">>;

/**
 * The table's order as one dropdown ("Newest first", "Name A–Z"): the sort control of card lists and of tables on
 * phones, where the column headers are hidden. An order the choices do not name (a header click) shows as the
 * closest choice for that key.
 */
type Props<S extends string> = {
  label: string;
  choices: ReadonlyArray<SortChoice<S>>;
  sort: S;
  dir: SortDir;
  onChange: (choice: { sort: S; dir: SortDir }) => void;
  className?: string;
};

export function SortSelect<S extends string>({ label, choices, sort, dir, onChange, className }: Props<S>) {
  const current = choices.find((c) => c.sort === sort && c.dir === dir) ?? choices.find((c) => c.sort === sort) ?? choices[0];
  const choose = (index: number) => onChange({ sort: choices[index].sort, dir: choices[index].dir });
  return (
    <Select aria-label={label} className={className} value={choices.indexOf(current)} onChange={(e) => choose(Number(e.target.value))}>
      {choices.map((choice, index) => (
        <option key={`${choice.sort}-${choice.dir}`} value={index}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}

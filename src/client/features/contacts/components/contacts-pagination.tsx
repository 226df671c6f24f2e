import { Button } from "../../../components/ui/button";

type Props = { page: number; pageSize: number; shown: number; total: number; onPage: (page: number) => void };

export function ContactsPagination({ page, pageSize, shown, total, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : page * pageSize + 1;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between">
      <span data-testid="contacts-range">
        Showing {first.toLocaleString("en-US")}–{(page * pageSize + shown).toLocaleString("en-US")} of {total.toLocaleString("en-US")}
      </span>
      <div className="flex items-center gap-2">
        <span>
          Page {page + 1} of {pages.toLocaleString("en-US")}
        </span>
        <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}

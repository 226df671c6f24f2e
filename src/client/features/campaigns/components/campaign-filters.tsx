import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { CAMPAIGN_STATUSES } from "../../../../shared/constants";
import type { CampaignStatusFilter } from "../../../../shared/schemas/campaign";
import { Input, Select } from "../../../components/ui/input";
import { titleCase } from "../format";

type Props = { query: string; status: CampaignStatusFilter; onQueryChange: (q: string) => void; onStatusChange: (s: CampaignStatusFilter) => void; children?: ReactNode };

/** The campaign list's search box and status filter; `children` adds controls on the same line (the sort). */
export function CampaignFilters({ query, status, onQueryChange, onStatusChange, children }: Props) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input
          type="search"
          aria-label="Search campaigns"
          placeholder="Search campaigns by name or description"
          className="pl-9"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
        />
      </div>
      <Select aria-label="Filter by status" className="sm:w-48" value={status} onChange={(e) => onStatusChange(e.target.value as CampaignStatusFilter)}>
        <option value="all">All statuses</option>
        {CAMPAIGN_STATUSES.map((s) => (
          <option key={s} value={s}>
            {titleCase(s)}
          </option>
        ))}
      </Select>
      {children}
    </div>
  );
}

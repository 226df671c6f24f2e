import type { ReactNode } from "react";
import { CAMPAIGN_STATUSES } from "@/shared/constants";
import type { CampaignStatusFilter } from "@/shared/schemas/campaign";
import { Select } from "@/client/components/ui/input";
import { titleCase } from "../format";
import { SearchBox } from "@/client/components/table/search-box";

type Props = { query: string; status: CampaignStatusFilter; onQueryChange: (q: string) => void; onStatusChange: (s: CampaignStatusFilter) => void; children?: ReactNode };

/** The campaign list's search box and status filter; `children` adds controls on the same line (the sort). */
export function CampaignFilters({ query, status, onQueryChange, onStatusChange, children }: Props) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row">
      <SearchBox label="Search campaigns" placeholder="Search campaigns by name or description" value={query} onChange={onQueryChange} className="flex-1" />
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

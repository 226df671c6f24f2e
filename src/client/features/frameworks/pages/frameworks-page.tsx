import { BarChart3, Layers, Plus, Search, Star } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { usePendingDeletes } from "@/client/lib/pending-deletes";
import { FRAMEWORK_CATEGORIES, type FrameworkCategory } from "@/shared/framework-constants";
import { defaultDirection, FRAMEWORK_SORTS, type FrameworkSort } from "@/shared/list-query";
import { Pager } from "@/client/components/table/pager";
import { DATE_AND_NAME_CHOICES, SortSelect } from "@/client/components/table/sort-select";
import type { TableUrlSpec } from "@/client/components/table/table-url-state";
import { useTableUrlState } from "@/client/components/table/use-table-url-state";
import { Button } from "@/client/components/ui/button";
import { EmptyState, ErrorBanner, PageHeader } from "@/client/components/ui/feedback";
import { Notice } from "@/client/components/ui/notice";
import { useWorkspace } from "@/client/features/workspace/api/get-workspace";
import { FRAMEWORKS_MEMBER_NOTE } from "../member-note";
import { Select } from "@/client/components/ui/input";
import { ListSkeleton } from "@/client/components/ui/skeleton";
import { StatCard } from "@/client/components/ui/stat-card";
import { FRAMEWORKS_PAGE_SIZE, useFrameworkPage } from "../api/get-frameworks";
import { frameworkDeleteKey, useConfirmedFrameworkDelete } from "../components/common/use-delete-framework";
import { FrameworkCard } from "../components/list/framework-card";
import { SearchBox } from "@/client/components/table/search-box";

/** Search, sort and page live in the URL: a reload or a shared link shows the same cards. */
const FRAMEWORKS_LIST: TableUrlSpec<FrameworkSort> = { sorts: FRAMEWORK_SORTS, defaultSort: "created", defaultDir: defaultDirection, pageSize: FRAMEWORKS_PAGE_SIZE };

const NewFrameworkButton = () => (
  <Button asChild>
    <Link to="/templates/frameworks/new">
      <Plus aria-hidden /> New Framework
    </Link>
  </Button>
);

/** /templates and /templates/frameworks: the user's frameworks with stats, search and category filter. */
export function FrameworksPage() {
  const list = useTableUrlState(FRAMEWORKS_LIST);
  const { page, q, sort, dir } = list;
  const [category, setCategory] = useState<FrameworkCategory>("all");
  const frameworks = useFrameworkPage({ page, q, category, sort, dir });
  const { confirmAndDelete, deleting } = useConfirmedFrameworkDelete();
  const member = useWorkspace().data?.role === "member";
  const pending = usePendingDeletes();
  const data = frameworks.data;
  const loaded = data?.frameworks ?? [];
  const onPage = loaded.filter((f) => !pending.has(frameworkDeleteKey(f.id)));
  // A framework waiting out its undo window is gone from the count too.
  const total = data ? data.total - (loaded.length - onPage.length) : 0;
  // A search or a category narrows the list: "No frameworks found", not the first-run empty state.
  const searching = q.trim().length > 0 || category !== "all";

  return (
    <div className="space-y-6">
      <PageHeader title="Template Frameworks" description="Brand rules that keep every microsite on-brand." actions={<NewFrameworkButton />} />
      {member ? <Notice>{FRAMEWORKS_MEMBER_NOTE}</Notice> : null}

      <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-3">
        <StatCard name="Total Frameworks" value={data && !searching ? total.toLocaleString("en-US") : "—"} icon={Layers} />
        <StatCard name="Avg. Conversion" value="—" icon={BarChart3} hint="Shown once campaigns report conversions" />
        <StatCard name="Most Used" value="—" icon={Star} hint="Shown once campaigns use your frameworks" />
      </section>

      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchBox label="Search frameworks" placeholder="Search frameworks..." value={list.searchInput} onChange={list.setSearchInput} className="flex-1" />
        <Select aria-label="Category" value={category} onChange={(e) => {
            setCategory(e.target.value as FrameworkCategory);
            list.update({ page: 0 });
          }} className="sm:w-52">
          {FRAMEWORK_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c === "all" ? "All categories" : c}
            </option>
          ))}
        </Select>
        <SortSelect label="Sort frameworks" choices={DATE_AND_NAME_CHOICES} sort={sort} dir={dir} onChange={(choice) => list.update(choice)} className="sm:w-44" />
      </div>

      {frameworks.isError ? (
        // Spec 2: Retry reloads the page.
        <ErrorBanner message={`Error loading frameworks: ${frameworks.error.message}`} onRetry={() => window.location.reload()} />
      ) : !data ? (
        <ListSkeleton />
      ) : total === 0 && !searching ? (
        <EmptyState
          icon={Layers}
          title="No frameworks yet"
          description="Create a framework so every microsite your team sends follows your brand, layout and tone."
          action={<NewFrameworkButton />}
        />
      ) : onPage.length === 0 ? (
        <EmptyState icon={Search} title="No frameworks found" description="Try another search or choose “All categories”." />
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {onPage.map((framework) => (
              <FrameworkCard key={framework.id} framework={framework} deleting={deleting === framework.id} onDelete={() => void confirmAndDelete(framework.id)} />
            ))}
          </div>
          <div className="rounded-xl border border-slate-200 bg-white">
            <Pager page={page} pageSize={FRAMEWORKS_PAGE_SIZE} total={total} onPage={(next) => list.update({ page: next })} />
          </div>
        </>
      )}
    </div>
  );
}

import { Dialog } from "radix-ui";
import { Button } from "@/client/components/ui/button";
import { DialogPanel } from "@/client/components/ui/dialog-panel";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Skeleton } from "@/client/components/ui/skeleton";
import type { ReactNode } from "react";
import { toActivityRows, type ServerActivity } from "../activity-items";
import { useActivity } from "../api/get-activity";
import { ActivityList } from "./recent-activity";

/** "View All": every activity, newest first, twenty at a time. */
export function ActivityDialog({ open, onOpenChange, activityAction }: { open: boolean; onOpenChange: (open: boolean) => void; activityAction?: (item: ServerActivity) => ReactNode }) {
  const activity = useActivity(open);
  const items = toActivityRows(activity.data?.pages.flatMap((p) => p.items) ?? [], new Date(), activityAction);
  const total = activity.data?.pages[0]?.total ?? 0;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel title="All activity" description={total > 0 ? `${total.toLocaleString()} events, newest first` : "Newest first"} className="max-h-[85vh] max-w-xl">
      <div className="overflow-y-auto px-5 pb-5">
        {activity.isError ? <ErrorBanner message={activity.error.message} onRetry={() => activity.refetch()} /> : null}
        {activity.isPending ? (
          <div className="space-y-3 pt-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : (
          <ActivityList items={items} />
        )}
        {activity.hasNextPage ? (
          <div className="flex justify-center pt-2">
            <Button variant="secondary" size="sm" onClick={() => activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
              {activity.isFetchingNextPage ? "Loading..." : "Load more"}
            </Button>
          </div>
        ) : null}
      </div>
      </DialogPanel>
    </Dialog.Root>
  );
}

import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Button } from "../../../components/ui/button";
import { ErrorBanner } from "../../../components/ui/feedback";
import { Skeleton } from "../../../components/ui/skeleton";
import { toActivityRows } from "../activity-items";
import { useActivity } from "../api/get-activity";
import { ActivityList } from "./recent-activity";

/** "View All": every activity, newest first, twenty at a time. */
export function ActivityDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const activity = useActivity(open);
  const items = toActivityRows(activity.data?.pages.flatMap((p) => p.items) ?? []);
  const total = activity.data?.pages[0]?.total ?? 0;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-slate-100 p-5">
            <div>
              <Dialog.Title className="text-base font-semibold text-slate-900">All activity</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-500">{total > 0 ? `${total.toLocaleString()} events, newest first` : "Newest first"}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X />
              </Button>
            </Dialog.Close>
          </div>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { Activity, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";

export type ActivityItem = { id: string; title: string; description: string; time: string; color: string; icon: LucideIcon; action?: ReactNode };

export function ActivityList({ items }: { items: ActivityItem[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map(({ id, title, description, time, color, icon: Icon, action }) => (
        <li key={id} className="flex gap-3 py-3" data-testid="activity-item">
          <span className={`grid size-8 shrink-0 place-items-center rounded-full ${color}`}>
            <Icon className="size-4" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-slate-900">{title}</p>
            <p className="truncate text-sm text-slate-500" title={description}>
              {description}
            </p>
            {action}
          </div>
          <time className="shrink-0 text-xs text-slate-400">{time}</time>
        </li>
      ))}
    </ul>
  );
}

export function RecentActivity({ items, onViewAll }: { items: ActivityItem[]; onViewAll?: () => void }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Recent Activity</CardTitle>
        <Button variant="link" size="sm" onClick={onViewAll} disabled={!onViewAll || items.length === 0}>
          View All
        </Button>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <div className="flex flex-col items-center py-8 text-center">
            <Activity className="size-8 text-slate-300" aria-hidden />
            <p className="mt-3 text-sm font-medium text-slate-700">No recent activity</p>
            <p className="mt-1 text-sm text-slate-500">Activity will appear here as you use the platform</p>
          </div>
        ) : (
          <ActivityList items={items} />
        )}
      </CardContent>
    </Card>
  );
}

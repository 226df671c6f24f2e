import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

export const Skeleton = ({ className, ...props }: ComponentProps<"div">) => (
  <div aria-hidden className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />
);

/** The generic list-page loading skeleton (spec 2), in a card variant and a table variant. */
export function ListSkeleton({ variant = "card", rows = 6 }: { variant?: "card" | "table"; rows?: number }) {
  if (variant === "table") {
    return (
      <div role="status" aria-label="Loading" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        <Skeleton className="h-11 rounded-none" />
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex gap-4 border-t border-slate-100 p-4">
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/5" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div role="status" aria-label="Loading" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

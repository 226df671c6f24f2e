import type { LucideIcon } from "lucide-react";
import { cn } from "@/client/lib/cn";
import { HelpHint } from "./help-hint";

export type ChangeType = "neutral" | "positive" | "negative";
export type StatCardProps = { name: string; value: string | number; change?: string; changeType?: ChangeType; icon: LucideIcon; hint?: string };

const CHANGE_COLORS: Record<ChangeType, string> = { neutral: "text-slate-500", positive: "text-emerald-600", negative: "text-red-600" };

/** Spec 2 stat card: "vs last month" is shown unless the change is a dash. */
export function StatCard({ name, value, change = "—", changeType = "neutral", icon: Icon, hint }: StatCardProps) {
  const isDash = change === "—" || change === "-";
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="flex items-center gap-1 text-sm font-medium text-slate-500">
          {name}
          {hint ? <HelpHint label={name} text={hint} /> : null}
        </p>
        <span className="rounded-lg bg-brand-50 p-2 text-brand-600">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p className="mt-3 text-2xl font-semibold text-slate-900" data-testid={`stat-${name}`}>
        {value}
      </p>
      <p className={cn("mt-1 text-xs", CHANGE_COLORS[changeType])}>
        {change}
        {isDash ? null : <span className="text-slate-500"> vs last month</span>}
      </p>
    </div>
  );
}

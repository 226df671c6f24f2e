import { Link } from "react-router";
import { cn } from "@/client/lib/cn";

export function Logo({ className, to = "/" }: { className?: string; to?: string }) {
  return (
    <Link to={to} className={cn("inline-flex items-center gap-2 font-semibold text-slate-900", className)} aria-label="Pitchsite home">
      <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm font-bold text-white">P</span>
      <span className="text-lg tracking-tight">Pitchsite</span>
    </Link>
  );
}

import { LoaderCircle } from "lucide-react";
import { cn } from "@/client/lib/cn";

export const Spinner = ({ className, label = "Loading..." }: { className?: string; label?: string }) => (
  <div role="status" className={cn("flex items-center justify-center gap-2 text-slate-500", className)}>
    <LoaderCircle className="size-5 animate-spin" aria-hidden />
    <span className="text-sm">{label}</span>
  </div>
);

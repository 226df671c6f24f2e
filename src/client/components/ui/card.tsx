import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

export const Card = ({ className, ...props }: ComponentProps<"div">) => (
  <div className={cn("rounded-xl border border-slate-200 bg-white shadow-sm", className)} {...props} />
);
export const CardHeader = ({ className, ...props }: ComponentProps<"div">) => (
  <div className={cn("flex flex-col gap-1 p-5 pb-3", className)} {...props} />
);
export const CardTitle = ({ className, ...props }: ComponentProps<"h2">) => (
  <h2 className={cn("text-base font-semibold text-slate-900", className)} {...props} />
);
export const CardDescription = ({ className, ...props }: ComponentProps<"p">) => (
  <p className={cn("text-sm text-slate-500", className)} {...props} />
);
export const CardContent = ({ className, ...props }: ComponentProps<"div">) => <div className={cn("p-5 pt-0", className)} {...props} />;

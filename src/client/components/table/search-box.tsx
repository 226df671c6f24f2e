import { Search } from "lucide-react";
import { cn } from "@/client/lib/cn";
import { Input } from "../ui/input";

type Props = { label: string; placeholder: string; value: string; onChange: (value: string) => void; className?: string };

/** A list's search field with its magnifier (every table and card list searches through one). */
export function SearchBox({ label, placeholder, value, onChange, className }: Props) {
  return (
    <div className={cn("relative", className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <Input type="search" aria-label={label} placeholder={placeholder} className="pl-9" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

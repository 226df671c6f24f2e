import { useState } from "react";

/** A domain taken from the contact's email: says so, and the rep can type the right one (kept on blur or Enter). */
export function DerivedDomainInput({ email, domain, onChange }: { email: string; domain: string; onChange: (email: string, domain: string) => void }) {
  const [value, setValue] = useState(domain);
  const commit = () => (value.trim() && value.trim() !== domain ? onChange(email, value) : setValue(domain));
  return (
    <div>
      <input
        aria-label={`Domain of ${email}`}
        className="w-full rounded border border-dashed border-slate-300 bg-slate-50 px-2 py-1 text-sm text-slate-700 focus:border-brand-500 focus:outline-none"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit();
        }}
      />
      <span className="text-[11px] text-slate-500">from email</span>
    </div>
  );
}

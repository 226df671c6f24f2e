import { BarChart3, Clock, Sparkles, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "@/client/components/ui/logo";

const FEATURES = [
  { icon: Sparkles, title: "AI content personalization", text: "One page per prospect, written for their company, industry and context." },
  { icon: Clock, title: "Auto-expiring pages with analytics", text: "Links that expire on schedule, with views, clicks and time on page." },
  { icon: Users, title: "Built for sales teams", text: "SDRs/BDRs, account executives, account managers and agencies stay on-brand." },
  { icon: BarChart3, title: "CRM integration", text: "Export enriched engagement data ready for your CRM." },
];

/** Welcome panel with the feature list beside the sign-in / sign-up form (spec 2). */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <aside className="hidden flex-col justify-between bg-gradient-to-br from-brand-700 via-brand-600 to-violet-600 p-12 text-white lg:flex">
        <Logo className="text-white [&_span:first-child]:bg-white [&_span:first-child]:text-brand-700" />
        <div>
          <h2 className="text-3xl font-semibold leading-tight">Welcome to Pitchsite</h2>
          <p className="mt-3 max-w-md text-brand-100">Skip the slides. Share a landing page that converts.</p>
          <ul className="mt-10 space-y-6">
            {FEATURES.map(({ icon: Icon, title: featureTitle, text }) => (
              <li key={featureTitle} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white/15">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <p className="font-medium">{featureTitle}</p>
                  <p className="text-sm text-brand-100">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-brand-200">© 2024 Pitchsite. All rights reserved.</p>
      </aside>
      <main className="flex items-center justify-center px-6 py-12">
        <div className="w-full max-w-sm">
          <Logo className="mb-10 lg:hidden" />
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-slate-500">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}

import { Check } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import { MarketingPage } from "../components/marketing-chrome";

// Spec 9: plans starter, growth, scale; prices are not shown; the first microsites are free.
const PLANS = [
  { id: "starter", name: "Starter", blurb: "For a rep trying personalized outreach.", features: ["Your first microsites free", "1 template framework", "View and click analytics", "Links that expire"] },
  { id: "growth", name: "Growth", blurb: "For sales teams running campaigns every week.", features: ["Unlimited frameworks", "CSV import of large lists", "CRM-ready export", "AI personalization"], featured: true },
  { id: "scale", name: "Scale", blurb: "For revenue orgs and agencies at volume.", features: ["Self-hosting on PostgreSQL", "Several generation workers", "Webhooks for engagement", "Priority support"] },
];

export function PricingPage() {
  return (
    <MarketingPage>
      <section className="mx-auto max-w-6xl px-6 py-20">
        <h1 className="text-center text-4xl font-semibold tracking-tight">Pricing</h1>
        <p className="mx-auto mt-3 max-w-xl text-center text-slate-600">Start free: your first microsites are on us. Upgrade when your pipeline does.</p>
        <div className="mt-14 grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <article
              key={plan.id}
              data-plan={plan.id}
              className={cn("flex flex-col rounded-2xl border bg-white p-8", plan.featured ? "border-brand-500 shadow-lg ring-1 ring-brand-500" : "border-slate-200")}
            >
              <h2 className="text-sm font-semibold uppercase tracking-wider text-brand-600">{plan.id}</h2>
              <p className="mt-2 text-2xl font-semibold">{plan.name}</p>
              <p className="mt-2 text-sm text-slate-600">{plan.blurb}</p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check className="size-4 shrink-0 text-emerald-600" aria-hidden /> {f}
                  </li>
                ))}
              </ul>
              <Button asChild className="mt-8" variant={plan.featured ? "primary" : "secondary"}>
                <Link to="/sign-up">Create free account</Link>
              </Button>
            </article>
          ))}
        </div>
      </section>
    </MarketingPage>
  );
}

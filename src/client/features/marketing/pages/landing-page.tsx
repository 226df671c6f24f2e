import { ArrowRight, BarChart3, Briefcase, Building2, CheckCircle2, Clock, Handshake, Headset, Rocket, Sparkles, UserPlus, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { MarketingPage } from "../components/marketing-chrome";

const WHY = [
  { icon: Sparkles, title: "AI content personalization", text: "Every prospect gets a page written for their company, industry and situation — not a generic deck." },
  { icon: Clock, title: "Auto-expiring pages with analytics", text: "Links expire when you say so, and you see who viewed, who clicked and for how long." },
  { icon: BarChart3, title: "CRM integration", text: "Export enriched engagement data your CRM imports without editing." },
];

const STEPS = [
  { icon: Briefcase, title: "Pick a campaign", text: "Choose the campaign type, call to action and the brand framework your marketing team set up." },
  { icon: UserPlus, title: "Add a contact", text: "Import a CSV or add contacts by hand: name, company, industry and context." },
  { icon: Rocket, title: "Go live", text: "Launch, and every contact gets a personalized microsite at its own link." },
];

const AUDIENCES = [
  { icon: Headset, title: "SDRs / BDRs", text: "Turn cold sequences into pages prospects actually open." },
  { icon: Handshake, title: "Account executives", text: "Follow up every call with a page that recaps their case." },
  { icon: Users, title: "Account managers", text: "Drive renewals and expansion with tailored updates." },
  { icon: Building2, title: "Agencies", text: "Run personalized outreach for every client, on their brand." },
];

function FeatureCard({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-6">
      <Icon className="size-6 text-brand-600" aria-hidden />
      <h3 className="mt-4 font-semibold">{title}</h3>
      <p className="mt-2 text-sm text-slate-600">{text}</p>
    </div>
  );
}

export function LandingPage() {
  return (
    <MarketingPage>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-6 py-20 lg:grid-cols-2 lg:py-28">
          <div>
            <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-medium text-brand-700 ring-1 ring-brand-200">
              <Sparkles className="size-3.5" aria-hidden /> Your first microsites are free
            </p>
            <h1 className="text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">Close Deals Faster with Personalized Microsites</h1>
            <p className="mt-5 text-lg text-slate-600">Skip the slides. Share a landing page that converts.</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to="/sign-up">
                  Create free account <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to="/sign-in">Sign in</Link>
              </Button>
              <Button asChild size="lg" variant="ghost">
                <Link to="/pricing">Pricing</Link>
              </Button>
            </div>
            <p className="mt-6 text-sm text-slate-500">
              Already have an account?{" "}
              <Link to="/sign-in" className="font-medium text-brand-600 hover:underline">
                Sign in here
              </Link>
            </p>
          </div>
          <div aria-hidden className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xl">
            <div className="flex gap-1.5 pb-3">
              <span className="size-2.5 rounded-full bg-red-300" />
              <span className="size-2.5 rounded-full bg-amber-300" />
              <span className="size-2.5 rounded-full bg-emerald-300" />
            </div>
            <div className="grid h-72 place-items-center rounded-xl bg-gradient-to-br from-brand-600 to-violet-500 text-center text-white">
              <div>
                <p className="text-sm uppercase tracking-widest text-brand-100">pitchsite.link/jane-acme</p>
                <p className="mt-3 text-3xl font-semibold">Your campaign here</p>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-6 py-20">
        <h2 className="text-center text-3xl font-semibold tracking-tight">Turn Cold Outreach into Warm Leads</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">Why sales teams use Pitchsite instead of attachments and decks.</p>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {WHY.map((item) => (
            <FeatureCard key={item.title} {...item} />
          ))}
        </div>
      </section>

      <section className="bg-slate-50 py-20">
        <div className="mx-auto max-w-6xl px-6">
          <h2 className="text-center text-3xl font-semibold tracking-tight">How it works</h2>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="text-sm font-semibold text-brand-600">Step {i + 1}</span>
                <Icon className="mt-3 size-6 text-slate-700" aria-hidden />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-6 py-20">
        <h2 className="text-center text-3xl font-semibold tracking-tight">Built for</h2>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {AUDIENCES.map((item) => (
            <FeatureCard key={item.title} {...item} />
          ))}
        </div>
      </section>

      <section className="px-6 pb-20">
        <div className="mx-auto max-w-4xl rounded-2xl bg-gradient-to-r from-brand-700 to-violet-600 px-8 py-14 text-center text-white">
          <h2 className="text-3xl font-semibold tracking-tight">Ready to Send Something That Converts?</h2>
          <ul className="mx-auto mt-6 flex max-w-xl flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-brand-100">
            {["No slide decks", "On-brand every time", "Links that expire"].map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <CheckCircle2 className="size-4" aria-hidden /> {item}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link to="/sign-up">Create free account</Link>
          </Button>
        </div>
      </section>
    </MarketingPage>
  );
}

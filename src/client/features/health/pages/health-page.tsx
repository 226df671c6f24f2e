import { Activity, ArrowLeft, LoaderCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { PageHeader } from "@/client/components/ui/feedback";
import { Logo } from "@/client/components/ui/logo";
import { useCheckAiProvider } from "../api/check-ai-provider";
import { ProviderCheckResultCard } from "../components/provider-check-result";

/** Spec 2 /health (public): one button that asks the server whether the AI provider can be reached. */
export function HealthPage() {
  const check = useCheckAiProvider();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-6">
          <Logo />
          <Button asChild variant="ghost" size="sm">
            <Link to="/">
              <ArrowLeft aria-hidden /> Back to Pitchsite
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-6 py-10">
        <PageHeader
          title="System Health"
          description="Check that the AI provider writing your microsites can be reached from this server."
          actions={
            <Button onClick={() => check.mutate()} disabled={check.isPending}>
              {check.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Activity aria-hidden />}
              Check the AI provider
            </Button>
          }
        />
        {check.data ? (
          <ProviderCheckResultCard result={check.data} />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-500">
            {check.isPending ? "Checking the AI provider…" : "Run a check to see whether the AI provider is reachable, with its key tail and proxy settings."}
          </div>
        )}
      </main>
    </div>
  );
}

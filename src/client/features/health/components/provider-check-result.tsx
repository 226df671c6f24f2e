import { CheckCircle2, XCircle } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { cn } from "@/client/lib/cn";
import type { ProviderCheckResult, ProviderDiagnostics } from "../api/check-ai-provider";

const setOrNot = (value: boolean) => (value ? "Set" : "Not set");

function diagnosticRows(d: ProviderDiagnostics): Array<[string, string]> {
  return [
    ["Writer", d.openaiKeyTail ? "OpenAI-compatible provider" : "Built-in writer (offline)"],
    ["API key", d.openaiKeyTail ? `…${d.openaiKeyTail}` : "Not set"],
    ["HTTP proxy", setOrNot(d.hasHttpProxy)],
    ["HTTPS proxy", setOrNot(d.hasHttpsProxy)],
    ["No-proxy sample", d.noProxySample || "—"],
  ];
}

/** Spec 2 /health result: Reachable or Not reachable, status, message, diagnostics and the raw result. */
export function ProviderCheckResultCard({ result }: { result: ProviderCheckResult }) {
  const Icon = result.ok ? CheckCircle2 : XCircle;
  return (
    <Card data-testid="provider-check-result" data-ok={result.ok}>
      <CardHeader className="flex-row items-center justify-between gap-4 border-b border-slate-100 pb-5">
        <div className="flex items-center gap-3">
          <span className={cn("grid size-10 place-items-center rounded-full", result.ok ? "bg-emerald-50 text-emerald-600" : "bg-red-50 text-red-600")}>
            <Icon className="size-5" aria-hidden />
          </span>
          <div>
            <p className={cn("text-lg font-semibold", result.ok ? "text-emerald-700" : "text-red-700")} data-testid="provider-verdict">
              {result.ok ? "Reachable" : "Not reachable"}
            </p>
            <p className="text-xs text-slate-500">Checked at {result.checkedAt.toLocaleTimeString()}</p>
          </div>
        </div>
        <p className="text-sm text-slate-600">
          Status <span className="font-mono font-semibold text-slate-900" data-testid="provider-status">{result.status}</span>
        </p>
      </CardHeader>
      <CardContent className="space-y-6 pt-5">
        <section aria-labelledby="check-message">
          <h2 id="check-message" className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            Message
          </h2>
          <p className="mt-1 text-sm text-slate-800" data-testid="provider-message">
            {result.message}
          </p>
        </section>
        {result.diagnostics ? (
          <section aria-labelledby="check-diagnostics">
            <h2 id="check-diagnostics" className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              Diagnostics
            </h2>
            <dl className="mt-2 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {diagnosticRows(result.diagnostics).map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 rounded-lg bg-slate-50 px-3 py-2">
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="font-medium break-all text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        <section aria-labelledby="check-raw">
          <h2 id="check-raw" className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            Raw result
          </h2>
          <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-100" data-testid="provider-raw">
            {typeof result.raw === "string" ? result.raw : JSON.stringify(result.raw, null, 2)}
          </pre>
        </section>
      </CardContent>
    </Card>
  );
}

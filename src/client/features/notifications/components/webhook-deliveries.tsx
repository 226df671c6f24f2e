import type { ComponentProps } from "react";
import type { WebhookDeliveryStatus } from "@/shared/schemas/notifications";
import { Badge } from "@/client/components/ui/badge";

type Delivery = { id: string; event: string; status: WebhookDeliveryStatus; attempts: number; responseStatus: number | null; lastError: string | null; createdAt: string };

const TONES = { delivered: "success", pending: "warning", failed: "danger", cancelled: "neutral" } as const satisfies Record<WebhookDeliveryStatus, ComponentProps<typeof Badge>["tone"]>;

/** The last deliveries, so a broken endpoint is noticed. */
export function WebhookDeliveries({ deliveries }: { deliveries: Delivery[] }) {
  if (deliveries.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium text-slate-700">Recent deliveries</h3>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
        {deliveries.map((d) => (
          <li key={d.id} className="flex items-center gap-3 px-3 py-2">
            <code className="text-xs text-slate-700">{d.event}</code>
            <Badge tone={TONES[d.status]}>{d.status}</Badge>
            <span className="min-w-0 flex-1 truncate text-xs text-slate-500" title={d.lastError ?? undefined}>
              {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
              {d.responseStatus ? ` · HTTP ${d.responseStatus}` : ""}
              {d.lastError && d.status !== "delivered" ? ` · ${d.lastError}` : ""}
            </span>
            <time className="text-xs text-slate-400">{new Date(d.createdAt).toLocaleString(undefined, { dateStyle: "short", timeStyle: "short" })}</time>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { CalendarPlus, Copy, ExternalLink, LockKeyhole, MoreHorizontal, RefreshCw, RotateCcw, Trash2 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import type { CampaignMicrosite } from "@/client/features/campaigns/api/get-campaign";
import { openPreview } from "../api/open-preview";
import { micrositeContactName, useMicrositeActions } from "../use-microsite-actions";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 [&_svg]:size-4 [&_svg]:text-slate-500";
const dangerClass = "text-red-600 data-[highlighted]:bg-red-50 [&_svg]:text-red-500";

/**
 * One microsite row's actions (spec 2), in a menu so the table keeps its columns on a laptop screen: open
 * the published page (as the owner's uncounted preview) and copy its link, extend the expiry by 7 days, regenerate, refresh, and delete an
 * errored one. `onAccess` adds "Access…" (the page's own access setting, a dialog the caller owns).
 */
export function MicrositeActions({ campaignId, microsite, onAccess }: { campaignId: string; microsite: CampaignMicrosite; onAccess?: () => void }) {
  const actions = useMicrositeActions(campaignId);
  const { status } = microsite;
  const name = micrositeContactName(microsite);
  const published = status === "completed";
  const extendable = (status === "completed" || status === "expired") && !!microsite.expires_at;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className={cn("size-8", status === "error" && !microsite.held && "text-red-600 hover:bg-red-50")} aria-label={`Actions for ${name}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          {published ? (
            <>
              <DropdownMenu.Item className={itemClass} onSelect={() => void openPreview(microsite.id)}>
                <ExternalLink aria-hidden /> Open page
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => actions.copy(microsite)}>
                <Copy aria-hidden /> Copy link
              </DropdownMenu.Item>
            </>
          ) : null}
          {extendable ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => actions.extend(microsite)} disabled={actions.extending}>
              <CalendarPlus aria-hidden /> Extend expiry by 7 days
            </DropdownMenu.Item>
          ) : null}
          {onAccess ? (
            <DropdownMenu.Item className={itemClass} onSelect={onAccess}>
              <LockKeyhole aria-hidden /> Access…
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={itemClass} onSelect={() => actions.regenerate(microsite)} disabled={actions.regenerating || status === "pending"}>
            <RotateCcw aria-hidden /> Regenerate
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={actions.refresh}>
            <RefreshCw aria-hidden className={cn(actions.refreshing && "animate-spin")} /> Refresh
          </DropdownMenu.Item>
          {status === "error" ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item className={cn(itemClass, dangerClass)} onSelect={() => actions.remove(microsite)} disabled={actions.deleting}>
                <Trash2 aria-hidden /> Delete microsite
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

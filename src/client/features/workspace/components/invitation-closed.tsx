import { LinkIcon } from "lucide-react";
import { Link } from "react-router";
import { WORKSPACE_MESSAGES } from "@/shared/workspace";
import { Button } from "@/client/components/ui/button";
import type { InvitationPreview } from "../api/get-invitation";

const CLOSED_TEXT: Record<Exclude<InvitationPreview["state"], "pending">, string> = {
  expired: WORKSPACE_MESSAGES.invitationExpired,
  used: WORKSPACE_MESSAGES.invitationUsed,
};

/** An invitation that can no longer be accepted (expired, used or revoked, or unknown): why, and a way on. */
export function InvitationClosed({ state, message }: { state?: keyof typeof CLOSED_TEXT; message?: string }) {
  return (
    <div role="alert" data-testid="invitation-closed" className="space-y-5">
      <div className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <LinkIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>{state ? CLOSED_TEXT[state] : message}</p>
      </div>
      <Button asChild variant="secondary" className="w-full">
        <Link to="/">Go to Pitchsite</Link>
      </Button>
    </div>
  );
}

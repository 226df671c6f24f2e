import { MonitorSmartphone } from "lucide-react";
import { ACCOUNT_MESSAGES } from "@/shared/schemas/account";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useRevokeOtherSessions, useSessions } from "@/client/features/settings/api/auth-sessions";

function otherSessionsText(count: number | undefined) {
  if (count === undefined) return "Checking where you are signed in...";
  if (count === 0) return "You are signed in on this device only.";
  return `You are also signed in on ${count} other ${count === 1 ? "session" : "sessions"}.`;
}

export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const others = sessions.data ? Math.max(0, sessions.data.length - 1) : undefined;

  const signOutOthers = async () => {
    try {
      await revoke.mutateAsync();
      toast.success(ACCOUNT_MESSAGES.otherSessionsSignedOut);
    } catch {
      toast.error("Failed to sign out other sessions. Please try again.");
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>Signed in on a shared or lost device? End every session except this one.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="other-sessions">
          <MonitorSmartphone className="size-4 text-slate-400" aria-hidden />
          {sessions.isError ? "Could not load your sessions." : otherSessionsText(others)}
        </p>
        <Button variant="secondary" onClick={signOutOthers} disabled={revoke.isPending || others === 0}>
          {revoke.isPending ? "Signing out..." : "Sign out other sessions"}
        </Button>
      </CardContent>
    </Card>
  );
}

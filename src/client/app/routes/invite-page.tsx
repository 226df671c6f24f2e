import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Spinner } from "@/client/components/ui/spinner";
import { signOut } from "@/client/features/auth/api/auth-actions";
import { useSession } from "@/client/features/auth/api/session";
import { AuthLayout } from "@/client/features/auth/components/auth-layout";
import { SignInForm } from "@/client/features/auth/components/sign-in-form";
import { SignUpForm } from "@/client/features/auth/components/sign-up-form";
import { acceptInvitation } from "@/client/features/workspace/api/accept-invitation";
import { useInvitation, type InvitationPreview } from "@/client/features/workspace/api/get-invitation";
import { InvitationClosed } from "@/client/features/workspace/components/invitation-closed";
import { invitationSubtitle, invitationTitle, joinedMessage } from "@/client/features/workspace/invitation-text";
import { loadErrorMessage } from "@/client/lib/api";
import { toast } from "@/client/lib/toast-store";

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The invitee has no session: sign up (or sign in) as the invited address, then join. */
function SignedOut({ invitation, onAuthenticated }: { invitation: InvitationPreview; onAuthenticated: () => Promise<void> }) {
  const [mode, setMode] = useState<"sign-up" | "sign-in">("sign-up");
  const signingUp = mode === "sign-up";
  return (
    <>
      {signingUp ? <SignUpForm lockedEmail={invitation.email} onSignedUp={onAuthenticated} /> : <SignInForm lockedEmail={invitation.email} onSignedIn={onAuthenticated} />}
      <p className="mt-6 text-center text-sm text-slate-500">
        {signingUp ? "Already have an account? " : "New to Pitchsite? "}
        <button type="button" className="cursor-pointer font-medium text-brand-600 hover:underline" onClick={() => setMode(signingUp ? "sign-in" : "sign-up")}>
          {signingUp ? "Sign in" : "Create an account"}
        </button>
      </p>
    </>
  );
}

/** /invite/:token, public: who invites whom into which workspace, then the way in for that address. */
export function InvitePage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const { data: session, isPending: sessionPending } = useSession();
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);

  if (invitation.isPending) return <Spinner className="min-h-screen" />;
  if (invitation.isError) {
    return (
      <AuthLayout title="Invitation not found" subtitle="This link does not open an invitation.">
        <InvitationClosed message={loadErrorMessage(invitation.error, "Could not load the invitation. Please try again.")} />
      </AuthLayout>
    );
  }
  const details = invitation.data;

  const join = async () => {
    setJoinError(null);
    setJoining(true);
    try {
      await acceptInvitation(token);
      navigate("/", { replace: true });
      toast.success(joinedMessage(details.workspace_name));
    } catch (error) {
      setJoinError((error as Error).message);
      setJoining(false);
    }
  };

  const body = () => {
    // Joining first: the link reads "used" once accepted, a moment before the dashboard opens.
    if (joining) return <Spinner className="py-10" label={`Joining ${details.workspace_name}...`} />;
    if (details.state !== "pending") return <InvitationClosed state={details.state} />;
    if (sessionPending) return <Spinner className="py-10" />;
    if (!session) return <SignedOut invitation={details} onAuthenticated={join} />;
    if (!sameEmail(session.user.email, details.email)) {
      return (
        <div className="space-y-4">
          <ErrorBanner message={`You are signed in as ${session.user.email}. This invitation is for ${details.email}: sign out, then sign in or sign up as that address.`} />
          <Button variant="secondary" className="w-full" onClick={() => void signOut()}>
            Sign out
          </Button>
        </div>
      );
    }
    return (
      <div className="space-y-4">
        {joinError ? <ErrorBanner message={joinError} /> : null}
        <Button className="w-full" onClick={() => void join()}>
          Accept invitation
        </Button>
      </div>
    );
  };

  return (
    <AuthLayout title={invitationTitle(details)} subtitle={invitationSubtitle(details)}>
      {body()}
    </AuthLayout>
  );
}

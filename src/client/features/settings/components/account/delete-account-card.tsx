import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { ACCOUNT_MESSAGES, confirmsEmail } from "@/shared/schemas/account";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Field, Input } from "@/client/components/ui/input";
import { useDeleteAccount } from "@/client/features/settings/api/delete-account";

/** Danger zone: deletion needs the account's email typed in, then everything of the user is erased. */
export function DeleteAccountCard({ email }: { email: string }) {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const confirmed = confirmsEmail(typed, email);

  const close = () => {
    setOpen(false);
    setTyped("");
    setError(null);
  };

  const onDelete = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmed) return setError(ACCOUNT_MESSAGES.confirmMismatch);
    setError(null);
    try {
      await remove.mutateAsync(typed);
      // A full load of / drops every cached query of the erased account at once; the signed-out landing page shows.
      window.location.assign("/");
    } catch (err) {
      setError((err as Error).message || ACCOUNT_MESSAGES.deleteFailed);
    }
  };

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="text-red-700">Delete account</CardTitle>
        <CardDescription>
          Permanently erases your campaigns, contacts, microsites, analytics, frameworks, brand profile, offerings and uploaded files. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!open ? (
          <Button variant="danger" onClick={() => setOpen(true)}>
            Delete account...
          </Button>
        ) : (
          <form onSubmit={onDelete} noValidate className="space-y-4 rounded-lg border border-red-200 bg-red-50/60 p-4">
            <p className="flex items-start gap-2 text-sm text-red-800">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                To confirm, type your email address <strong className="font-semibold">{email}</strong> below.
              </span>
            </p>
            {error ? <ErrorBanner message={error} /> : null}
            <Field label="Your email address" htmlFor="delete-confirm">
              <Input id="delete-confirm" autoComplete="off" spellCheck={false} value={typed} onChange={(e) => setTyped(e.target.value)} autoFocus />
            </Field>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" onClick={close} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" disabled={!confirmed || remove.isPending}>
                {remove.isPending ? "Deleting..." : "Permanently delete my account"}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

import type { ReactNode } from "react";
import { useSession } from "@/client/features/auth/api/session";
import { Spinner } from "@/client/components/ui/spinner";
import { AccountDetailsCard } from "./account-details-card";
import { ChangePasswordCard } from "./change-password-card";
import { DeleteAccountCard } from "./delete-account-card";
import { RepProfileCard } from "./rep-profile-card";
import { SessionsCard } from "./sessions-card";

/** `moreSettings` (cards of other features, e.g. the webhook) come before the danger zone, which stays last. */
export function AccountManagement({ moreSettings }: { moreSettings?: ReactNode }) {
  const { data: session } = useSession();
  if (!session) return <Spinner className="py-16" />;
  const { user } = session;
  return (
    <div className="space-y-6">
      <AccountDetailsCard key={`${user.firstName}|${user.lastName}`} firstName={user.firstName} lastName={user.lastName} email={user.email} />
      <RepProfileCard />
      <ChangePasswordCard />
      <SessionsCard />
      {moreSettings}
      <DeleteAccountCard email={user.email} />
    </div>
  );
}

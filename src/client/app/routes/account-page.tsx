import { Building2 } from "lucide-react";
import { useParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Spinner } from "@/client/components/ui/spinner";
import { loadErrorMessage } from "@/client/lib/api";
import { useAccountPeople } from "@/client/features/access/api/account-people";
import { PeopleList } from "@/client/features/timeline/components/people-list";

/** /accounts/:domain: everyone seen at one company across the team's pages in reach (issue 27 item 2). */
export function AccountPage() {
  const { domain = "" } = useParams();
  const people = useAccountPeople(domain);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-5 text-slate-500" aria-hidden /> People at {domain}
        </CardTitle>
        <CardDescription>Everyone who opened a page with an email at this domain.</CardDescription>
      </CardHeader>
      <CardContent>
        {people.isPending ? <Spinner label="Loading people..." /> : null}
        {people.isError ? <ErrorBanner message={loadErrorMessage(people.error, "Failed to load the account")} onRetry={() => people.refetch()} /> : null}
        {people.data ? <PeopleList people={people.data.people} showPage /> : null}
      </CardContent>
    </Card>
  );
}

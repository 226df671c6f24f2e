import { UserCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { useAdmitAccessRequest } from "../api/account-people";

type Request = { id: string; email: string; admitted: boolean };

function AdmitRequestButton({ request }: { request: Request }) {
  const admit = useAdmitAccessRequest();
  const [done, setDone] = useState(request.admitted);
  if (done) return <p className="mt-2 text-xs font-medium text-emerald-700">Admitted</p>;
  return (
    <Button size="sm" variant="secondary" className="mt-2" disabled={admit.isPending} onClick={() => admit.mutate(request.id, { onSuccess: () => setDone(true) })}>
      <UserCheck aria-hidden /> Admit {request.email}
    </Button>
  );
}

/** The action under an activity item: "Admit" on a gate's access request from outside the allowed domains (issue 27). */
export const admitRequestAction = (item: { kind: string; request?: Request }) =>
  item.kind === "access_requested" && item.request ? <AdmitRequestButton request={item.request} /> : undefined;

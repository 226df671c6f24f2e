import type { Framework } from "@/shared/schemas/framework";
import { Badge } from "@/client/components/ui/badge";
import { useSession } from "@/client/features/auth/api/session";
import { Details, ViewCard } from "./view-primitives";

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function BasicInfoView({ framework }: { framework: Framework }) {
  const { data: session } = useSession();
  // Frameworks are owner-scoped, so the creator is always the signed-in user.
  const user = session?.user;
  const createdBy = user && user.id === framework.user_id ? `${user.firstName} ${user.lastName}`.trim() || user.email : framework.user_id;
  return (
    <ViewCard title="Basic Info">
      <Details
        items={[
          ["Description", framework.description],
          ["Category", framework.category ?? "None"],
          ["Created by", createdBy],
          ["Status", <Badge tone={framework.is_active ? "success" : "neutral"}>{framework.is_active ? "Active" : "Inactive"}</Badge>],
          ["Created", dateTime(framework.created_at)],
          ["Last updated", dateTime(framework.updated_at)],
        ]}
      />
    </ViewCard>
  );
}

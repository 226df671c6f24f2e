import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { EmptyState } from "@/client/components/ui/feedback";

/** Spec 2: "Campaign not found" (or the error text) with a "Back to Campaigns" button. */
export function CampaignNotFound({ message }: { message?: string }) {
  return (
    <EmptyState
      icon={SearchX}
      title={message || "Campaign not found"}
      action={
        <Button asChild variant="secondary">
          <Link to="/campaigns">
            <ArrowLeft aria-hidden /> Back to Campaigns
          </Link>
        </Button>
      }
    />
  );
}

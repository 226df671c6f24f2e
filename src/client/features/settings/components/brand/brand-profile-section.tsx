import { BRAND_MESSAGES } from "@/shared/schemas/brand-profile";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Notice } from "@/client/components/ui/notice";
import { Skeleton } from "@/client/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { useWorkspace } from "@/client/features/workspace/api/get-workspace";
import { useBrandProfile } from "@/client/features/settings/api/get-brand-profile";
import { OfferingsPanel } from "../offerings/offerings-panel";
import { CustomerStoriesPanel, FaqPanel } from "../proof/proof-panels";
import { BrandProfileForm } from "./brand-profile-form";

export const BRAND_TABS = ["profile", "offerings", "stories", "faq"] as const;
export type BrandTab = (typeof BRAND_TABS)[number];

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading brand profile" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

/** Brand Profile, with its tabs: the profile form and the product offerings (spec 2), the customer stories and the FAQ. */
export function BrandProfileSection({ tab, onTabChange }: { tab: BrandTab; onTabChange: (tab: BrandTab) => void }) {
  const profile = useBrandProfile();
  const member = useWorkspace().data?.role === "member";
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as BrandTab)}>
      {member ? (
        <div className="mb-4">
          <Notice>Your workspace admins manage the brand profile, offerings, customer stories and FAQ.</Notice>
        </div>
      ) : null}
      <TabsList className="w-fit">
        <TabsTrigger value="profile">Brand Profile</TabsTrigger>
        <TabsTrigger value="offerings">Product Offerings</TabsTrigger>
        <TabsTrigger value="stories">Customer Stories</TabsTrigger>
        <TabsTrigger value="faq">FAQ</TabsTrigger>
      </TabsList>
      {profile.isError ? (
        <div className="mt-4">
          <ErrorBanner message={BRAND_MESSAGES.loadFailed} onRetry={() => profile.refetch()} />
        </div>
      ) : null}
      <TabsContent value="profile">
        {profile.isPending ? <FormSkeleton /> : profile.isError ? null : <BrandProfileForm profile={profile.data} />}
      </TabsContent>
      <TabsContent value="offerings">
        {profile.isPending ? <FormSkeleton /> : <OfferingsPanel hasBrandProfile={!!profile.data} onOpenProfile={() => onTabChange("profile")} />}
      </TabsContent>
      <TabsContent value="stories">
        {profile.isPending ? <FormSkeleton /> : <CustomerStoriesPanel hasBrandProfile={!!profile.data} onOpenProfile={() => onTabChange("profile")} />}
      </TabsContent>
      <TabsContent value="faq">
        {profile.isPending ? <FormSkeleton /> : <FaqPanel hasBrandProfile={!!profile.data} onOpenProfile={() => onTabChange("profile")} />}
      </TabsContent>
    </Tabs>
  );
}

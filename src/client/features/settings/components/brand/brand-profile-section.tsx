import { BRAND_MESSAGES } from "../../../../../shared/schemas/brand-profile";
import { ErrorBanner } from "../../../../components/ui/feedback";
import { Skeleton } from "../../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/ui/tabs";
import { useBrandProfile } from "../../api/get-brand-profile";
import { OfferingsPanel } from "../offerings/offerings-panel";
import { BrandProfileForm } from "./brand-profile-form";

export type BrandTab = "profile" | "offerings";

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

/** Brand Profile, with its two tabs (spec 2): the profile form and the product offerings. */
export function BrandProfileSection({ tab, onTabChange }: { tab: BrandTab; onTabChange: (tab: BrandTab) => void }) {
  const profile = useBrandProfile();
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as BrandTab)}>
      <TabsList className="w-fit">
        <TabsTrigger value="profile">Brand Profile</TabsTrigger>
        <TabsTrigger value="offerings">Product Offerings</TabsTrigger>
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
    </Tabs>
  );
}

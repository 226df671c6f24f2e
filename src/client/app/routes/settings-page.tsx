import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/feedback";
import { WebhookSettings } from "../../features/notifications/components/webhook-settings";
import { AccountManagement } from "../../features/settings/components/account/account-management";
import { BRAND_TABS, BrandProfileSection, type BrandTab } from "../../features/settings/components/brand/brand-profile-section";
import { SettingsMenu, type SettingsSection } from "../../features/settings/components/settings-menu";

/** /settings: the side menu picks a section; the section (and the brand tab) live in the URL so reload keeps them. */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const section: SettingsSection = params.get("section") === "brand" ? "brand" : "account";
  const tab: BrandTab = BRAND_TABS.find((t) => t === params.get("tab")) ?? "profile";

  const select = (next: SettingsSection) => setParams(next === "brand" ? { section: "brand" } : {}, { replace: true });
  const selectTab = (next: BrandTab) => setParams({ section: "brand", ...(next !== "profile" ? { tab: next } : {}) }, { replace: true });

  return (
    <div>
      <PageHeader title="Settings" description="Manage your account and the brand every microsite speaks for." />
      <div className="grid gap-6 xl:grid-cols-[14rem_1fr]">
        <aside className="xl:sticky xl:top-24 xl:self-start">
          <SettingsMenu active={section} onSelect={select} />
        </aside>
        <section aria-label={section === "brand" ? "Brand Profile" : "Account Management"} className="min-w-0">
          {section === "brand" ? (
            <BrandProfileSection tab={tab} onTabChange={selectTab} />
          ) : (
            <AccountManagement moreSettings={<WebhookSettings />} />
          )}
        </section>
      </div>
    </div>
  );
}

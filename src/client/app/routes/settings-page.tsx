import { useSearchParams } from "react-router";
import { PageHeader } from "@/client/components/ui/feedback";
import { ApiKeySettings } from "@/client/features/api-keys/components/api-key-settings";
import { IntegrationsSettings } from "@/client/features/integrations/components/integrations-settings";
import { WebhookSettings } from "@/client/features/notifications/components/webhook-settings";
import { AccountManagement } from "@/client/features/settings/components/account/account-management";
import { BRAND_TABS, BrandProfileSection, type BrandTab } from "@/client/features/settings/components/brand/brand-profile-section";
import { SETTINGS_SECTIONS, SettingsMenu, type SettingsSection } from "@/client/features/settings/components/settings-menu";
import { TeamSettings } from "@/client/features/workspace/components/team-settings";

const SECTION_LABELS: Record<SettingsSection, string> = { account: "Account Management", brand: "Brand Profile", team: "Team", api: "API", integrations: "Integrations" };

/** /settings: the side menu picks a section; the section (and the brand tab) live in the URL so reload keeps them. */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const section: SettingsSection = SETTINGS_SECTIONS.find((s) => s === params.get("section")) ?? "account";
  const tab: BrandTab = BRAND_TABS.find((t) => t === params.get("tab")) ?? "profile";

  const select = (next: SettingsSection) => setParams(next === "account" ? {} : { section: next }, { replace: true });
  const selectTab = (next: BrandTab) => setParams({ section: "brand", ...(next !== "profile" ? { tab: next } : {}) }, { replace: true });

  return (
    <div>
      <PageHeader title="Settings" description="Manage your account, your team and the brand every microsite speaks for." />
      <div className="grid gap-6 xl:grid-cols-[14rem_1fr]">
        <aside className="xl:sticky xl:top-24 xl:self-start">
          <SettingsMenu active={section} onSelect={select} />
        </aside>
        <section aria-label={SECTION_LABELS[section]} className="min-w-0">
          {section === "brand" ? (
            <BrandProfileSection tab={tab} onTabChange={selectTab} />
          ) : section === "team" ? (
            <TeamSettings />
          ) : section === "api" ? (
            <ApiKeySettings />
          ) : section === "integrations" ? (
            <IntegrationsSettings />
          ) : (
            <AccountManagement moreSettings={<WebhookSettings />} />
          )}
        </section>
      </div>
    </div>
  );
}

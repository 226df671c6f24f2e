import { createBrowserRouter, type RouteObject } from "react-router";
import { AppShell } from "./app/app-shell";
import { BootOverlay } from "./app/boot-overlay";
import { RootLayout } from "./app/root-layout";
import { RouteError } from "./app/route-error";
import { HomeRoute } from "./app/home-route";
import { NotPublishedPage } from "./features/public-site/pages/not-published-page";

/** Route-level code splitting: each page module loads when its route is first visited. */
const page = (load: () => Promise<Record<string, React.ComponentType>>, name: string): RouteObject["lazy"] => async () => ({
  Component: (await load())[name],
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // A hard reload lands on a lazy route: until its module loads, the router renders this (and, without it,
    // warns "No HydrateFallback element provided to render during initial hydration").
    hydrateFallbackElement: <BootOverlay />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: "pricing", lazy: page(() => import("./features/marketing/pages/pricing-page"), "PricingPage") },
          { path: "terms", lazy: page(() => import("./features/marketing/pages/legal-pages"), "TermsPage") },
          { path: "privacy", lazy: page(() => import("./features/marketing/pages/legal-pages"), "PrivacyPage") },
          { path: "sign-in/*", lazy: page(() => import("./features/auth/pages/sign-in-page"), "SignInPage") },
          { path: "sign-up/*", lazy: page(() => import("./features/auth/pages/sign-up-page"), "SignUpPage") },
          { path: "invite/:token", lazy: page(() => import("./app/routes/invite-page"), "InvitePage") },
          { path: "health", lazy: page(() => import("./features/health/pages/health-page"), "HealthPage") },
          {
            element: <AppShell />,
            children: [
              { path: "campaigns", lazy: page(() => import("./features/campaigns/pages/campaigns-page"), "CampaignsPage") },
              { path: "campaigns/new", lazy: page(() => import("./app/routes/campaign-wizard-page"), "CampaignWizardPage") },
              { path: "campaigns/:id/edit", lazy: page(() => import("./app/routes/campaign-wizard-page"), "CampaignWizardPage") },
              { path: "campaigns/:id/view", lazy: page(() => import("./app/routes/campaign-view-page"), "CampaignViewPage") },
              { path: "templates", lazy: page(() => import("./features/frameworks/pages/frameworks-page"), "FrameworksPage") },
              { path: "templates/frameworks", lazy: page(() => import("./features/frameworks/pages/frameworks-page"), "FrameworksPage") },
              { path: "templates/frameworks/new", lazy: page(() => import("./app/routes/framework-builder-route"), "FrameworkBuilderRoute") },
              { path: "templates/frameworks/:id/edit", lazy: page(() => import("./app/routes/framework-builder-route"), "FrameworkBuilderRoute") },
              { path: "templates/frameworks/:id/view", lazy: page(() => import("./features/frameworks/pages/framework-view-page"), "FrameworkViewPage") },
              { path: "accounts/:domain", lazy: page(() => import("./app/routes/account-page"), "AccountPage") },
              { path: "contacts", lazy: page(() => import("./features/contacts/pages/contacts-page"), "ContactsPage") },
              { path: "analytics", lazy: page(() => import("./features/analytics/pages/analytics-page"), "AnalyticsPage") },
              { path: "approvals", lazy: page(() => import("./app/routes/approvals-page"), "ApprovalsPage") },
              { path: "settings", lazy: page(() => import("./app/routes/settings-page"), "SettingsPage") },
            ],
          },
          // A single segment is a slug only on the microsite host, which the server answers; here it is a placeholder.
          { path: ":slug", element: <NotPublishedPage /> },
          { path: "*", element: <NotPublishedPage /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

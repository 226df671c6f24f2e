import type { APIRequestContext, Page } from "@playwright/test";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import type { ContactRow } from "@/shared/schemas/contact";
import { expect } from "../fixtures";

/** A light teal palette, far from the app's indigo, so a page in these colours can only come from the framework. */
export const TEAL_PALETTE = {
  background: "#FFFFFF",
  surface: "#F0FDFA",
  text: "#134E4A",
  muted: "#3F6B66",
  border: "#CCFBF1",
  accent: "#0F766E",
  accent_contrast: "#FFFFFF",
  focus: "#F59E0B",
};

/** "#0F766E" -> "rgb(15, 118, 110)", the way getComputedStyle reports colours. */
export function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export const contact = (first: string, last: string, company: string, industry: string, context: string): ContactRow => ({
  email: `${first}.${last}@${company.toLowerCase().replace(/[^a-z]/g, "")}.example`.toLowerCase().replace(/[^a-z0-9.@-]/g, ""),
  first_name: first,
  last_name: last,
  company,
  industry,
  context,
  domain: `${company.toLowerCase().replace(/[^a-z]/g, "")}.example`,
  title: "",
});

/** Seeds through the API what the launch journey starts from: a teal framework and a draft campaign with contacts. */
export async function seedCampaign(request: APIRequestContext, name: string, contacts: ContactRow[]) {
  const input = buildFrameworkInput({ name: "Teal Coast" });
  const [palette] = input.brand_guidelines.colorPalettes;
  input.brand_guidelines.colorPalettes = [{ ...palette, name: "Teal", ...TEAL_PALETTE }];
  const framework = await request.post("/api/frameworks", { data: input });
  expect(framework.status(), await framework.text()).toBe(201);
  const { id: frameworkId } = (await framework.json()) as { id: string };

  const created = await request.post("/api/campaigns", {
    data: { name, framework_id: frameworkId, campaign_type: "sales outreach", expiration_days: 7, cta_type: "Book Now", cta_url: "https://example.com/demo" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()) as { id: string; name: string };

  const imported = await request.post(`/api/campaigns/${campaign.id}/contacts`, { data: { contacts } });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(await imported.json()).toMatchObject({ imported: contacts.length, errors: [] });
  return campaign;
}

export const toastWith = (page: Page, text: string) => page.locator("[data-toast-type]").filter({ hasText: text });
export const micrositeRow = (page: Page, name: string) => page.getByTestId("microsite-row").filter({ hasText: name });

/** Answers Yes to the launch confirmation, which names the number of pages ("Generate 5 pages? ..."). */
export async function confirmLaunch(page: Page) {
  const confirm = page.locator('[data-toast-type="confirm"]').filter({ hasText: /Generate [\d,]+ pages?\?/ });
  await confirm.getByRole("button", { name: "Yes" }).click();
}

/** Clicks the launch action, confirms it and waits for the spec's completion text. */
export async function launchAndWait(page: Page, buttonName = "Launch Campaign") {
  await page.getByRole("button", { name: buttonName }).click();
  await confirmLaunch(page);
  await expect(page.getByTestId("launch-status")).toHaveText("Campaign launch complete", { timeout: 120_000 });
}

/**
 * Holds every progress answer until the returned function is called, so a test can look at the panel's busy state:
 * a short launch may otherwise end before the first poll on a fast machine, or before the assertion on a loaded one.
 */
export async function holdRunStatus(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Stays in place once released (unrouting would race the held requests): from then on it passes answers through.
  await page.route("**/api/campaign-status?**", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

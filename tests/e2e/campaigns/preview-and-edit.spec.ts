import type { APIRequestContext, Page } from "@playwright/test";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { expect, test } from "../fixtures";
import { confirmLaunch, contact } from "../launch/helpers";

// The smallest valid PNG (1x1 transparent pixel), as the framework's logo: the preview must load it from /storage.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const CONTACTS = [
  contact("Ada", "Lovelace", "Analytical Engines", "Manufacturing", "Met at the spring trade show"),
  contact("Grace", "Hopper", "Compiler Works", "Software", "Asked about approvals"),
  contact("Alan", "Turing", "Bletchley Logistics", "Logistics", "Referred by Ada"),
];

async function seedCampaignWithLogo(request: APIRequestContext) {
  const upload = await request.post("/api/uploads/framework-logos", { multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: PNG } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const { path } = (await upload.json()) as { path: string };
  const framework = await request.post("/api/frameworks", { data: { ...buildFrameworkInput({ name: "Preview Teal" }), brand_logo: path } });
  expect(framework.status(), await framework.text()).toBe(201);
  const { id: frameworkId } = (await framework.json()) as { id: string };
  const created = await request.post("/api/campaigns", {
    data: { name: "Preview and edit", framework_id: frameworkId, campaign_type: "sales outreach", expiration_days: 7, cta_type: "Book Now", cta_url: "https://example.com/demo" },
  });
  const campaign = (await created.json()) as { id: string };
  const imported = await request.post(`/api/campaigns/${campaign.id}/contacts`, { data: { contacts: CONTACTS } });
  expect(imported.status(), await imported.text()).toBe(200);
  return campaign;
}

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId("page-preview").screenshot({ path: `tests/e2e/screenshots/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("the review step previews a contact's page in desktop and phone frames with its quality checks", async ({ page, user }) => {
  void user;
  const campaign = await seedCampaignWithLogo(page.request);
  const assets: Array<{ url: string; status: number }> = [];
  page.on("response", (res) => {
    if (/\/(_fonts|storage)\//.test(res.url())) assets.push({ url: res.url(), status: res.status() });
  });
  await page.goto(`/campaigns/${campaign.id}/edit`);
  await page.getByRole("navigation", { name: "Wizard steps" }).getByRole("button", { name: /Review/ }).click();
  await expect(page.getByTestId("wizard-step-label")).toHaveText("Step 5 of 5");

  const preview = page.getByTestId("page-preview");
  await expect(preview.getByTestId("preview-desktop")).toBeVisible();
  await expect(preview.getByTestId("preview-mobile")).toBeVisible();
  const mobile = page.frameLocator('[data-testid="preview-mobile"]');
  await expect(mobile.locator("h1")).toBeVisible();
  await expect(mobile.locator("body")).toContainText(/Analytical Engines|Compiler Works|Bletchley Logistics/);
  await expect(preview.getByTestId("quality-list")).toBeVisible();
  await expect(preview.getByTestId("quality-check").first()).toBeVisible();
  expect(await preview.getByTestId("quality-check").count()).toBeGreaterThan(10);
  await expect(preview.getByTestId("quality-score")).toBeVisible();

  // The page's own files load inside the sandboxed frame: its web fonts and the framework's logo.
  await expect.poll(() => assets.filter((a) => a.url.includes("/_fonts/") && a.status === 200).length).toBeGreaterThan(0);
  await expect.poll(() => assets.filter((a) => a.url.includes("/storage/framework-logos/") && a.status === 200).length).toBeGreaterThan(0);
  const logoLoaded = await mobile.locator("img").first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(logoLoaded).toBe(true);

  // Another contact: the frames show their page.
  await preview.getByLabel("Preview for").selectOption({ label: "Grace Hopper — Compiler Works" });
  await expect(mobile.locator("body")).toContainText("Compiler Works");
  await shoot(page, "preview-review-step");
});

test("launch asks to confirm the number of pages, and an edited headline reaches the public page", async ({ page, user }) => {
  void user;
  const campaign = await seedCampaignWithLogo(page.request);
  await page.goto(`/campaigns/${campaign.id}/view`);
  await expect(page.getByTestId("page-preview").getByTestId("preview-desktop")).toBeVisible();

  await page.getByRole("button", { name: "Launch Campaign" }).click();
  const confirm = page.locator('[data-toast-type="confirm"]');
  await expect(confirm).toContainText("Generate 3 pages?");
  await confirmLaunch(page);
  await expect(page.getByTestId("launch-status")).toHaveText("Campaign launch complete", { timeout: 120_000 });

  const row = page.getByTestId("microsite-row").filter({ hasText: "Ada Lovelace" });
  await expect(row.getByTestId("quality-score")).toBeVisible();
  await row.getByRole("button", { name: /Quality checks for Ada Lovelace/ }).click();
  const details = page.getByRole("dialog", { name: "Quality checks" });
  await expect(details.getByTestId("quality-list")).toBeVisible();
  await page.screenshot({ path: "tests/e2e/screenshots/preview-quality-details-1440.png" });
  await details.getByRole("button", { name: "Close" }).click();

  await row.getByRole("button", { name: "Edit copy of Ada Lovelace's page" }).click();
  const editor = page.getByRole("dialog", { name: "Edit copy" });
  const headline = editor.getByLabel("Headline", { exact: true });
  await expect(headline).not.toHaveValue("");
  await headline.fill("Ada, your invoices can approve themselves");
  await expect(editor.frameLocator('[data-testid="preview-mobile"]').locator("h1")).toHaveText("Ada, your invoices can approve themselves");
  await page.screenshot({ path: "tests/e2e/screenshots/preview-copy-editor-1440.png" });
  await editor.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.locator('[data-toast-type="success"]').filter({ hasText: "Page updated" })).toBeVisible();

  const slug = (await row.getByTestId("microsite-slug").innerText()).trim();
  const site = await page.request.get(`/site/${slug}`);
  expect(await site.text()).toContain("Ada, your invoices can approve themselves");
});

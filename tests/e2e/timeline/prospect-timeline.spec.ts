import { INSTANT_CLICK_MS } from "@/shared/bot-detection";
import { CHROMIUM, CTA_URL, DESKTOP_CHROME_UA, launchOneMicrosite } from "../analytics/helpers";
import { expect, snap, test } from "../fixtures";

test("a prospect's visit makes them a hot prospect; the dashboard opens their timeline with the visit and score", async ({ page, user: _owner, baseURL, playwright }) => {
  const { campaign, microsite } = await launchOneMicrosite(page.request, { first_name: "Ada", last_name: "Lovelace", company: "Acme", email: "ada@acme.example" });

  // The prospect reads for a moment and clicks the call-to-action (a real browser's user agent: headless is a bot).
  const prospectBrowser = await playwright.chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", `--user-agent=${DESKTOP_CHROME_UA}`] });
  const visit = await (await prospectBrowser.newContext({ baseURL })).newPage();
  await visit.goto(`/site/${microsite.slug}`);
  const openedAt = Date.now();
  await expect(visit.locator("[data-cta]").first()).toBeVisible();
  await expect.poll(() => Date.now() - openedAt).toBeGreaterThan(INSTANT_CLICK_MS);
  await visit.locator("[data-cta]").first().click();
  await visit.waitForURL(`${CTA_URL}**`).catch(() => {});
  // Kept open until the visit's time on page is stored (its pagehide/visibilitychange beacon).
  const hot = async () => ((await (await page.request.get("/api/dashboard")).json()) as { hotProspects: Array<{ name: string; contactId: string }> }).hotProspects;
  await expect.poll(async () => (await hot()).map((p) => p.name), { timeout: 30_000 }).toEqual(["Ada Lovelace"]);
  const [{ contactId }] = await hot();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/contacts/${contactId}/timeline`)).json()) as { visits: Array<{ seconds: number }> }).visits[0]?.seconds ?? 0, { timeout: 30_000 })
    .toBeGreaterThan(0);
  await prospectBrowser.close();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const prospect = page.getByTestId("hot-prospects").getByRole("link", { name: /Ada Lovelace/ });
  await expect(prospect).toContainText("Acme · 1 view · clicked");
  await snap(page, "timeline-01-hot-prospects-1440");
  await prospect.click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.id}/view\\?contact=${contactId}$`));
  const dialog = page.getByRole("dialog", { name: "Ada Lovelace (Acme)" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("timeline-visit")).toHaveCount(1);
  await expect(dialog.getByTestId("timeline-visit")).toContainText("Clicked Book Now");
  await expect(dialog.getByTestId("timeline-visit")).toContainText(/\d+s on page|\d+m( \d+s)? on page/);
  // Opened, clicked, and some reading time: 40 + 40 + a share of 20.
  await expect(dialog.getByTestId("timeline-score")).toHaveText(/^(8\d|9\d|100)$/);
  await snap(page, "timeline-02-timeline-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "timeline-03-timeline-390");

  // Closing drops ?contact; the row's Timeline button opens it again.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.id}/view$`));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "Timeline of Ada Lovelace" }).click();
  await expect(page.getByRole("dialog", { name: "Ada Lovelace (Acme)" }).getByTestId("timeline-visit")).toHaveCount(1);
});

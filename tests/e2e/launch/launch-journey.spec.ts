import { expect, snap, test } from "../fixtures";
import { confirmLaunch, contact, holdRunStatus, micrositeRow, rgb, seedCampaign, TEAL_PALETTE, toastWith } from "./helpers";

// The generation queue is shared by every user of the server, so a big launch in a parallel spec can delay these.
test.describe.configure({ timeout: 300_000 });

const CONTACTS = [
  contact("Ada", "Lovelace", "Analytical Engines", "Software", "Asked about automating weekly reports"),
  contact("Grace", "Hopper", "Compiler Works", "Manufacturing", "Visited our booth at the plant-ops expo"),
  contact("Linus", "Pauling", "Vitamin Labs", "Healthcare", "Downloaded the compliance whitepaper"),
  contact("Hedy", "Lamarr", "Spread Spectrum", "Telecommunications", "Met at the 5G summit"),
  contact("Alan", "Turing", "Bletchley Retail", "Retail", "Wants fewer abandoned carts"),
];

test("a rep launches a 5-contact campaign, watches it complete, opens, extends, copies and regenerates microsites", async ({ page, context, baseURL, user: _user }) => {
  const campaign = await seedCampaign(page.request, "Q3 Launch Journey", CONTACTS);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });

  await page.goto(`/campaigns/${campaign.id}/view`);
  const status = page.getByTestId("launch-status");
  await expect(status).toHaveText("Ready to launch");
  await expect(page.getByTestId("launch-panel")).toContainText("Generate 5 personalized microsites, one per contact.");
  await expect(page.getByTestId("launch-progress")).toHaveCount(0);
  await snap(page, "launch-01-ready");

  const releaseStatus = await holdRunStatus(page);
  await page.getByRole("button", { name: "Launch Campaign" }).click();
  await confirmLaunch(page);
  // Busy: the text names the launch and the bar shows; then the spec's completion text.
  await expect(status).toContainText("Launching campaign");
  await expect(page.getByTestId("launch-progress")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
  await snap(page, "launch-02-launching");
  releaseStatus();
  await expect(status).toHaveText("Campaign launch complete", { timeout: 120_000 });
  await expect(toastWith(page, "Campaign launched successfully!")).toBeVisible();
  await expect(page.getByTestId("launch-progress")).toHaveAttribute("aria-valuenow", "100");
  // Spec 2: the bar hides 1200 ms after reaching 100 %.
  await expect(page.getByTestId("launch-progress")).toHaveCount(0);
  await expect(page.getByTestId("campaign-status")).toHaveText("Live");
  await expect(page.getByTestId("stat-Generated")).toHaveText("5");
  const rows = page.getByTestId("microsite-row");
  await expect(rows).toHaveCount(5);
  await expect(rows.filter({ hasText: "Live" })).toHaveCount(5);
  await expect(page.getByRole("button", { name: "Launch Campaign" })).toHaveCount(0);
  await snap(page, "launch-03-complete");

  // Open Ada's page in a new tab: her name, in the framework's colours.
  const ada = micrositeRow(page, "Ada Lovelace");
  await ada.getByRole("button", { name: "Actions for Ada Lovelace" }).click();
  await snap(page, "launch-06-row-menu");
  // The owner's own look goes through a signed preview link: marked on the page, never counted as a view.
  const openLink = page.getByRole("menuitem", { name: "Open page" });
  const [site] = await Promise.all([context.waitForEvent("page"), openLink.click()]);
  await site.waitForURL(new RegExp(`^${baseURL}/site-preview/`));
  await expect(site.getByText("Preview — not counted")).toBeVisible();
  expect(await site.locator("script").count()).toBe(0);
  const named = site.locator("main").getByText(/\bAda\b/).first();
  await expect(named).toBeVisible();
  const look = await site.evaluate(() => {
    const color = (selector: string, prop: "color" | "backgroundColor") => {
      const el = document.querySelector(selector);
      return el ? getComputedStyle(el)[prop] : null;
    };
    // The page's one call to action sits on the closing's band: the accent, with the accent's contrast colour for text.
    return { body: color("body", "backgroundColor"), hero: color(".hero", "backgroundColor"), cta: color(".closing", "backgroundColor"), ctaText: color(".closing", "color"), h1: color("h1", "color") };
  });
  expect(await named.evaluate((el) => getComputedStyle(el).color)).toBe(rgb(TEAL_PALETTE.text));
  expect(look).toEqual({
    body: rgb(TEAL_PALETTE.background),
    hero: rgb(TEAL_PALETTE.surface),
    cta: rgb(TEAL_PALETTE.accent),
    ctaText: rgb(TEAL_PALETTE.accent_contrast),
    h1: rgb(TEAL_PALETTE.text),
  });
  await expect(site.getByRole("link", { name: "Book Now" }).first()).toHaveAttribute("href", "https://example.com/demo");
  await snap(site, "launch-04-microsite");
  await site.setViewportSize({ width: 390, height: 844 });
  await snap(site, "launch-05-microsite-phone");
  await site.close();

  // Extend Ada's page by 7 days: toast, and the expiry label moves from 7d to 14d.
  await expect(ada.getByText("Expires in 7d")).toBeVisible();
  await ada.getByRole("button", { name: "Actions for Ada Lovelace" }).click();
  await page.getByRole("menuitem", { name: "Extend expiry by 7 days" }).click();
  await expect(toastWith(page, "Microsite expiry extended by 7 days.")).toBeVisible();
  await expect(ada.getByText("Expires in 14d")).toBeVisible();
  await expect(micrositeRow(page, "Grace Hopper").getByText("Expires in 7d")).toBeVisible();

  // Copy Grace's link.
  await micrositeRow(page, "Grace Hopper").getByRole("button", { name: "Actions for Grace Hopper" }).click();
  await page.getByRole("menuitem", { name: "Copy link" }).click();
  await expect(toastWith(page, "Link copied to clipboard")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${baseURL}/site/grace-hopper-[a-z0-9-]+$`));
  expect((await page.request.get(copied)).status()).toBe(200);

  // Regenerate Alan's page: it keeps its link and comes back completed.
  const alan = micrositeRow(page, "Alan Turing");
  const alanSlug = await alan.getByRole("button", { name: /^alan-turing-/ }).textContent();
  await alan.getByRole("button", { name: "Actions for Alan Turing" }).click();
  await page.getByRole("menuitem", { name: "Regenerate" }).click();
  await page.locator('[data-toast-type="confirm"]').filter({ hasText: "Regenerate Alan Turing's microsite?" }).getByRole("button", { name: "Yes" }).click();
  await expect(toastWith(page, "Regenerating Alan Turing's microsite…")).toBeVisible();
  await expect(toastWith(page, "Alan Turing's microsite is regenerated")).toBeVisible({ timeout: 120_000 });
  await expect(alan.getByText("Live", { exact: true })).toBeVisible();
  await expect(alan.getByRole("button", { name: /^alan-turing-/ })).toHaveText(alanSlug!);

  // Refresh from a row's menu re-reads the campaign.
  await alan.getByRole("button", { name: "Actions for Alan Turing" }).click();
  const refreshed = page.waitForResponse((res) => new URL(res.url()).pathname === `/api/campaigns/${campaign.id}` && res.request().method() === "GET");
  await page.getByRole("menuitem", { name: "Refresh" }).click();
  expect((await refreshed).status()).toBe(200);
});

test("a double-clicked launch sends one request and generates one microsite per contact", async ({ page, user: _user }) => {
  const many = Array.from({ length: 40 }, (_, i) => contact(`Dana${i}`, `Reyes${i}`, `Northwind ${i}`, i % 2 ? "Logistics" : "Finance", `Lead ${i} from the webinar`));
  const campaign = await seedCampaign(page.request, "Double click", many);
  await page.goto(`/campaigns/${campaign.id}/view`);
  const launchBodies: string[] = [];
  page.on("request", (req) => {
    // The panel's cost estimate is a dry run of the same endpoint: it creates nothing, so it is not a launch.
    if (req.url().endsWith("/api/launch-campaign") && !req.postData()?.includes('"dry_run"')) launchBodies.push(req.postData() ?? "");
  });
  await page.getByRole("button", { name: "Launch Campaign" }).dblclick();
  await confirmLaunch(page);
  await expect(page.getByTestId("launch-status")).toHaveText("Campaign launch complete", { timeout: 120_000 });
  expect(launchBodies).toHaveLength(1);
  const sent = JSON.parse(launchBodies[0]) as Record<string, string>;
  expect(sent).toEqual({ campaignId: campaign.id, campaign_id: campaign.id, dedupeKey: sent.dedupeKey, dedupe_key: sent.dedupeKey });
  await expect(page.getByTestId("campaign-status")).toHaveText("Live"); // the second click did not pause it

  await page.reload();
  await expect(page.getByTestId("launch-status")).toHaveText("All microsites are generated");
  await expect(page.getByTestId("launch-panel")).toContainText("40 of 40 pages generated · 40 live.");
  await expect(page.getByTestId("stat-Generated")).toHaveText("40");
  const status = await page.request.get(`/api/campaign-status?campaignId=${campaign.id}`);
  expect(await status.json()).toMatchObject({ status: "completed", processed: 40, total: 40, remaining: 0, percent: 100 });
});

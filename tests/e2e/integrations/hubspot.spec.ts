import { startHubspotTestServer, type HubspotTestServer } from "@/server/test/hubspot-test-server";
import { expect, snap, test } from "../fixtures";

// The app under test was started with HUBSPOT_API_URL on E2E port + 1000 (scripts/e2e-server.mjs): this local HubSpot.
const HUBSPOT_PORT = Number(process.env.E2E_PORT ?? 3100) + 1000;
const TOKEN = "pat-na1-e2e-7f3a9c2d-1b4e-4c8a-9d6f-0e5b2a7c4d1f";
let hubspot: HubspotTestServer;

test.beforeAll(async () => {
  hubspot = await startHubspotTestServer({ token: TOKEN, port: HUBSPOT_PORT });
});
test.afterAll(async () => hubspot?.stop());

test("an admin connects HubSpot with a private-app token and imports a HubSpot list into a campaign", async ({ page, user: _signedIn }) => {
  const ids = hubspot.addContacts(
    Array.from({ length: 12 }, (_, i) => ({
      email: `buyer${i}@northwind${i}.example`,
      firstname: `Buyer${i}`,
      lastname: "Jones",
      company: `Northwind ${i}`,
      industry: "Computer Software",
      website: `https://northwind${i}.example`,
      message: `Met at the trade show (${i})`,
      jobtitle: "Head of Ops",
    })),
  );
  hubspot.addList("Trade show leads", ids);
  const campaign = await page.request.post("/api/campaigns", { data: { name: "HubSpot import" } });
  expect(campaign.ok(), await campaign.text()).toBe(true);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/settings?section=integrations");
  const token = page.getByLabel("Private app access token");
  await token.fill("pat-na1-not-the-token");
  await page.getByRole("button", { name: "Connect HubSpot" }).click();
  await expect(page.getByText("HubSpot refused this token: check that it was copied whole and that the app is not deleted")).toBeVisible();

  await token.fill(TOKEN);
  await page.getByRole("button", { name: "Connect HubSpot" }).click();
  await expect(page.getByText("Connected", { exact: true })).toBeVisible();
  await expect(page.getByText(TOKEN)).toHaveCount(0);

  await page.getByLabel("HubSpot list", { exact: true }).selectOption({ label: "Trade show leads (12)" });
  await page.getByLabel("Into campaign", { exact: true }).selectOption({ label: "HubSpot import" });
  await page.getByLabel("Context", { exact: true }).selectOption("message");
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("firstname");
  await snap(page, "integrations-01-hubspot-1440");
  await page.getByRole("button", { name: "Import list" }).click();
  await expect(page.getByRole("region", { name: "Integrations" }).getByRole("status")).toHaveText("12 contacts imported, 12 linked to HubSpot");

  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "integrations-02-hubspot-390");

  const contacts = await page.request.get("/api/contacts?limit=50");
  const rows = (await contacts.json()) as Array<{ email: string; context: string }>;
  expect(rows.find((r) => r.email === "buyer3@northwind3.example")?.context).toBe("Met at the trade show (3)");
});

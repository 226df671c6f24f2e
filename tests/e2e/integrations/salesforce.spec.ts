import { startSalesforceTestServer, type SalesforceTestServer } from "@/server/test/salesforce-test-server";
import { expect, snap, test } from "../fixtures";

// The app under test was started with SALESFORCE_LOGIN_URL on E2E port + 1001 and this connected app
// (scripts/e2e-server.mjs): this local Salesforce is both its sign-in page and the org.
const SALESFORCE_PORT = Number(process.env.E2E_PORT ?? 3100) + 1001;
const CLIENT = { clientId: "3MVG9e2e.pitchsite.consumer.key", clientSecret: "e2e-salesforce-consumer-secret" };
let salesforce: SalesforceTestServer;

test.beforeAll(async () => {
  salesforce = await startSalesforceTestServer({ ...CLIENT, port: SALESFORCE_PORT, queryPageSize: 5 });
});
test.afterAll(async () => salesforce?.stop());

test("an admin connects Salesforce by signing in and imports a Salesforce campaign's members into a campaign", async ({ page, user: _signedIn }) => {
  const members = Array.from({ length: 12 }, (_, i) =>
    i % 3 === 0
      ? salesforce.addLead({ Email: `lead${i}@contoso${i}.example`, FirstName: `Lead${i}`, LastName: "Smith", Company: `Contoso ${i}`, Industry: "Banking", Website: `contoso${i}.example`, Title: "CFO", Description: `Asked for a demo (${i})` })
      : salesforce.addContact({
          Email: `contact${i}@fabrikam${i}.example`,
          FirstName: `Contact${i}`,
          LastName: "Lee",
          Title: "Head of Ops",
          Description: `Met at the roadshow (${i})`,
          AccountId: salesforce.addAccount({ Name: `Fabrikam ${i}`, Industry: "Technology", Website: `https://fabrikam${i}.example` }),
        }),
  );
  salesforce.addCampaign("Roadshow 2026", members);
  const campaign = await page.request.post("/api/campaigns", { data: { name: "Salesforce import" } });
  expect(campaign.ok(), await campaign.text()).toBe(true);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/settings?section=integrations");
  const card = page.getByRole("region", { name: "Integrations" });
  await page.getByRole("button", { name: "Connect Salesforce" }).click();
  // Salesforce's sign-in page (the local org's): allowing sends the browser back to Pitchsite's callback.
  await expect(page.getByRole("heading", { name: "Allow Access?" })).toBeVisible();
  await expect(page.getByText("Pitchsite is asking to: api refresh_token")).toBeVisible();
  await page.getByRole("link", { name: "Allow" }).click();
  await expect(page).toHaveURL(/\/settings\?section=integrations$/);
  await expect(card.getByText("Salesforce org 00D000000000001AAA", { exact: false })).toBeVisible();

  await page.getByLabel("Salesforce campaign or list view", { exact: true }).selectOption({ label: "Roadshow 2026 (12)" });
  await page.getByLabel("Into campaign", { exact: true }).selectOption({ label: "Salesforce import" });
  await page.getByLabel("Context", { exact: true }).selectOption("Description");
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("FirstName");
  await expect(page.getByLabel("Company", { exact: true })).toHaveValue("Company");
  await snap(page, "integrations-03-salesforce-1440");
  await page.getByRole("button", { name: "Import from Salesforce" }).click();
  await expect(card.getByRole("status")).toHaveText("12 contacts imported, 12 linked to Salesforce");

  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "integrations-04-salesforce-390");

  const contacts = await page.request.get("/api/contacts?limit=50");
  const rows = (await contacts.json()) as Array<{ email: string; company: string; context: string }>;
  expect(rows.find((r) => r.email === "contact4@fabrikam4.example")).toMatchObject({ company: "Fabrikam 4", context: "Met at the roadshow (4)" });
  expect(rows.find((r) => r.email === "lead3@contoso3.example")).toMatchObject({ company: "Contoso 3", context: "Asked for a demo (3)" });
  // The stored sign-in never reaches the browser.
  const integrations = await (await page.request.get("/api/integrations")).text();
  for (const token of salesforce.issuedTokens) expect(integrations).not.toContain(token);
});

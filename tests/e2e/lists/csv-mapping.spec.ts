import { readFile } from "node:fs/promises";
import { expect, snap, test } from "../fixtures";
import { createFrameworkViaApi, csvFile, openContactStep } from "../campaigns/helpers";

// Issue 13 item 1: a CRM export (other header names, no domain column, 2 bad rows) imported through the mapping step.
const CRM_EXPORT = [
  "Email Address,First Name,Last Name,Company Name,Job Title,Industry,Notes,Comments",
  "ada@acme.com,Ada,Lovelace,Acme,CTO,Software,Met at a conference,Wants a demo",
  "bob@globex,Bob,Stone,Globex,VP Sales,Retail,Asked for pricing,Call in May",
  "carol@initech.io,Carol,Shaw,,CFO,Finance,Referred by Ada,Budget in Q3",
  "dan@hooli.com,Dan,Brown,Hooli,CEO,Media,Webinar,Hates slides",
  "erin@umbrella.org,Erin,Wu,Umbrella,COO,Health,Trade show,Send case study",
];

test("a CRM-style CSV maps its columns, takes domains from emails, and its 2 bad rows are fixed in place", async ({ page, user: _user }) => {
  await createFrameworkViaApi(page.request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openContactStep(page);
  await page.getByLabel("Upload CSV file").setInputFiles(csvFile("hubspot-export.csv", CRM_EXPORT));

  const mapping = page.getByTestId("column-mapping");
  await expect(mapping.getByLabel("Company")).toHaveValue("Company Name");
  await expect(mapping.getByLabel("Context")).toHaveValue("Notes");
  await expect(mapping.getByLabel("Title")).toHaveValue("Job Title");
  await expect(mapping.getByRole("combobox", { name: /^Domain/ })).toHaveValue("");
  await expect(mapping.getByRole("checkbox", { name: "Fill empty domains from the email’s domain" })).toBeChecked();
  await expect(page.getByTestId("csv-valid-count")).toHaveText("3 valid contacts");
  await expect(page.getByTestId("csv-row-messages")).toHaveText("Row 3: Invalid email; Row 4: Missing fields: company");
  await expect(page.getByLabel("Domain of ada@acme.com")).toHaveValue("acme.com");
  await snap(page, "lists-1-mapping-1440");

  // The rep prefers the Comments column as context: the rows are read again through it.
  await mapping.getByLabel("Context").selectOption("Comments");
  await expect(page.getByRole("table", { name: "Contacts to import" }).getByText("Wants a demo")).toBeVisible();

  // Unmapping a required column refuses the file with the spec's message, until it is mapped again.
  await mapping.getByLabel("Industry").selectOption("");
  await expect(page.getByText("Missing required columns: industry")).toBeVisible();
  await expect(page.getByTestId("csv-valid-count")).toHaveText("0 valid contacts");
  await mapping.getByLabel("Industry").selectOption("Industry");
  await expect(page.getByTestId("csv-valid-count")).toHaveText("3 valid contacts");

  // The skipped rows download with the reason.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download skipped rows" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("pitchsite-rejected-rows.csv");
  const text = await readFile(await file.path(), "utf8");
  expect(text.split("\r\n")[0]).toBe("email,first_name,last_name,company,industry,context,domain,title,row,reason");
  expect(text).toContain(",3,Invalid email\r\n");
  expect(text).toContain(",4,Missing fields: company\r\n");

  // A derived domain can be corrected.
  await page.getByLabel("Domain of dan@hooli.com").fill("hooli.xyz");
  await page.getByLabel("Domain of dan@hooli.com").press("Enter");
  await expect(page.getByRole("table", { name: "Contacts to import" }).getByText("hooli.xyz")).toBeVisible();

  // Fix row 3 in place: still wrong first (its message changes), then right.
  await page.getByRole("button", { name: "Fix row 3" }).click();
  const row3 = page.getByRole("form", { name: "Fix row 3" });
  await row3.getByLabel("email").fill("bob@globex.com");
  await row3.getByLabel("domain").fill("");
  await row3.getByRole("button", { name: "Check row 3 again" }).click();
  await expect(page.getByTestId("csv-row-messages")).toContainText("Row 3: Missing fields: domain");
  await row3.getByLabel("domain").fill("globex.com");
  await row3.getByRole("button", { name: "Check row 3 again" }).click();
  await expect(page.getByTestId("csv-valid-count")).toHaveText("4 valid contacts");
  await expect(page.getByTestId("csv-row-messages")).toHaveText("Row 4: Missing fields: company");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Fix row 4" }).click();
  const row4 = page.getByRole("form", { name: "Fix row 4" });
  await snap(page, "lists-1-fix-row-390");
  await row4.getByLabel("company").fill("Initech");
  await row4.getByRole("button", { name: "Check row 4 again" }).click();
  await expect(page.getByTestId("csv-valid-count")).toHaveText("5 valid contacts");
  await expect(page.getByTestId("csv-row-errors")).toHaveCount(0);
  await snap(page, "lists-1-all-fixed-390");

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}\/view$/);
  const id = page.url().split("/").at(-2);
  const campaign = (await (await page.request.get(`/api/campaigns/${id}`)).json()) as { contacts: Array<{ email: string; domain: string; company: string; context: string; title: string }> };
  const byEmail = Object.fromEntries(campaign.contacts.map((c) => [c.email, c]));
  expect(Object.keys(byEmail).sort()).toEqual(["ada@acme.com", "bob@globex.com", "carol@initech.io", "dan@hooli.com", "erin@umbrella.org"]);
  expect(byEmail["ada@acme.com"]).toMatchObject({ domain: "acme.com", context: "Wants a demo", title: "CTO" });
  expect(byEmail["dan@hooli.com"].domain).toBe("hooli.xyz");
  expect(byEmail["carol@initech.io"]).toMatchObject({ company: "Initech", domain: "initech.io" });

  // The next import proposes the mapping this account chose (Comments as context).
  await openContactStep(page);
  await page.getByLabel("Upload CSV file").setInputFiles(csvFile("next-export.csv", CRM_EXPORT));
  await expect(page.getByTestId("column-mapping").getByLabel("Context")).toHaveValue("Comments");
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "lists-1-mapping-390");
});

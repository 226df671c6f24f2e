import { expect, snap, test } from "../fixtures";
import { answerConfirm, createFrameworkViaApi, CSV_HEADER, csvFile, openContactStep } from "./helpers";

test("hostile CSV files get clear messages and change nothing", async ({ page, user: _signedIn }) => {
  await createFrameworkViaApi(page.request);
  await openContactStep(page);
  const upload = page.getByLabel("Upload CSV file");
  const banner = page.getByRole("alert").filter({ hasNot: page.locator("[data-toast-type]") });

  await upload.setInputFiles(csvFile("contacts.xlsx", [CSV_HEADER]));
  await expect(banner.filter({ hasText: "Please upload a CSV file" })).toBeVisible();

  await upload.setInputFiles({ name: "huge.csv", mimeType: "text/csv", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, "a") });
  await expect(banner.filter({ hasText: "File size must be less than 5MB" })).toBeVisible();

  await upload.setInputFiles(csvFile("header-only.csv", [CSV_HEADER]));
  await expect(banner.filter({ hasText: "The CSV file has no contacts." })).toBeVisible();

  await upload.setInputFiles(csvFile("quotes.csv", [CSV_HEADER, '"a@x.com,Ada,Lovelace,Acme,Software,ctx,acme.com', "b@x.com,B,C,D,E,F,x.com"]));
  await expect(banner.filter({ hasText: "Error parsing CSV file. Please check the format." })).toBeVisible();

  await upload.setInputFiles(
    csvFile("hostile.csv", [
      CSV_HEADER,
      `x@evil.com,"<img src=x onerror=""window.__pwned=1"">",=HYPERLINK("http://evil"),+1+2,-3,@SUM(A1),evil.com`,
      "not-an-email,A,B,C,D,E,F",
      "X@EVIL.COM,Dup,Row,C,D,E,evil.com",
    ]),
  );
  await expect(page.getByTestId("csv-row-errors")).toContainText("Row 3: Invalid email; Row 4: Duplicate email");
  const preview = page.getByRole("table", { name: "Contacts to import" });
  await expect(preview.getByText('<img src=x onerror="window.__pwned=1">')).toBeVisible();
  await expect(preview.getByText('=HYPERLINK("http://evil")')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await snap(page, "campaigns-13-hostile-csv");

  // A refused file keeps what was already loaded.
  await upload.setInputFiles(csvFile("wrong.txt", ["x"]));
  await expect(page.getByTestId("csv-valid-count")).toHaveText("1 valid contact");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download sample CSV" }).click();
  const sample = await download;
  expect(sample.suggestedFilename()).toBe("pitchsite-contacts-sample.csv");

  // Unsaved work is not lost by a stray click.
  await page.getByRole("link", { name: "Back to Campaigns" }).click();
  await answerConfirm(page, "Leave the wizard? Your unsaved changes to this campaign will be lost.", "No");
  await expect(page).toHaveURL(/\/campaigns\/new$/);
  await expect(page.getByTestId("csv-valid-count")).toHaveText("1 valid contact");
  await page.getByRole("link", { name: "Back to Campaigns" }).click();
  await answerConfirm(page, "Leave the wizard? Your unsaved changes to this campaign will be lost.", "Yes");
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByText("No campaigns yet")).toBeVisible();
});

import { confirmLaunch, micrositeRow } from "../launch/helpers";
import { CSV_HEADER, csvFile, toastWith } from "../campaigns/helpers";
import { expect, snap, test } from "../fixtures";
import { inviteFromTeamSettings, newPerson, person, seedBrandAndFramework, signUpFromInvitation, snapBoth, WORKSPACE } from "./helpers";

// Two launches' worth of generation on a queue shared with parallel specs, and three people's browsers.
test.describe.configure({ timeout: 300_000 });

const FRAMEWORK = "Ledgerline Legal";

test("marketing invites reps; a rep's pages wait for approval, go live once approved; another rep cannot see them; a rep cannot change frameworks", async ({ page, context, browser, baseURL, user: _admin }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const framework = await seedBrandAndFramework(page.request, FRAMEWORK);

  // The admin switches legal review on in the builder: this framework's pages are held for review.
  await page.goto(`/templates/frameworks/${framework.id}/edit`);
  await page.getByRole("tab", { name: "Content Constraints" }).click();
  await page.getByRole("switch", { name: "Legal review required" }).click();
  await page.getByRole("button", { name: "Save Framework" }).click();
  await expect(toastWith(page, "Framework updated successfully!")).toBeVisible();
  // The save opens the framework's view: its tabs, not the builder's, are the ones to click.
  await expect(page).toHaveURL(new RegExp(`/templates/frameworks/${framework.id}/view$`));
  await page.getByRole("tab", { name: "Content Constraints" }).click();
  await expect(page.getByText("Required before going live")).toBeVisible();

  // Settings → Team: rename the workspace, invite a rep, copy the link.
  await page.goto("/settings?section=team");
  await page.getByLabel("Workspace name").fill(WORKSPACE);
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(toastWith(page, "Workspace renamed")).toBeVisible();
  const sam = person("Sam", "Rivera");
  await inviteFromTeamSettings(page, sam.email);
  await page.getByTestId("invitation-link").getByRole("button", { name: "Copy invitation link" }).click();
  await expect(toastWith(page, "Invitation link copied")).toBeVisible();
  const samLink = await page.evaluate(() => navigator.clipboard.readText());
  expect(samLink).toMatch(new RegExp(`^${baseURL}/invite/[^/]+$`));
  const pending = page.getByRole("list", { name: "Pending invitations" });
  await expect(pending.getByRole("listitem", { name: sam.email })).toBeVisible();
  await snapBoth(page, "workspaces-01-team-settings");

  // Sam opens the link signed out, signs up as the invited address and lands in the workspace.
  const rep = await newPerson(browser, baseURL);
  await signUpFromInvitation(rep.page, samLink, sam);
  await expect(rep.page.getByTestId("active-workspace")).toHaveText(WORKSPACE);

  // Sam's campaign in the wizard, on marketing's framework, from a small CSV; then the launch.
  await rep.page.goto("/campaigns/new");
  await rep.page.getByLabel("Campaign name").fill("Sam's Q3 outreach");
  await rep.page.getByRole("button", { name: "Next" }).click();
  await rep.page.getByRole("radio", { name: new RegExp(FRAMEWORK) }).click();
  await rep.page.getByRole("button", { name: "Next" }).click();
  await rep.page.getByLabel("Upload CSV file").setInputFiles(
    csvFile("leads.csv", [
      CSV_HEADER,
      "ada@analytical.example,Ada,Lovelace,Analytical Engines,Software,Asked about automating weekly reports,analytical.example",
      "grace@compilers.example,Grace,Hopper,Compiler Works,Manufacturing,Visited our booth at the plant-ops expo,compilers.example",
    ]),
  );
  await expect(rep.page.getByTestId("csv-valid-count")).toHaveText("2 valid contacts");
  await rep.page.getByRole("button", { name: "Next" }).click();
  await rep.page.getByRole("button", { name: "Next" }).click();
  await rep.page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(rep.page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}\/view$/);
  const campaignUrl = new URL(rep.page.url()).pathname;
  await rep.page.getByRole("button", { name: "Launch Campaign" }).click();
  await confirmLaunch(rep.page);
  const repRows = rep.page.getByTestId("microsite-row");
  await expect(repRows.filter({ hasText: "Awaiting approval" })).toHaveCount(2, { timeout: 120_000 });
  await expect(rep.page.getByTestId("review-notice")).toContainText("2 pages are awaiting approval by a workspace admin");
  // Held pages are not published: their public links answer "not published yet".
  const adaSlug = (await micrositeRow(rep.page, "Ada Lovelace").getByTestId("microsite-slug").innerText()).trim();
  expect((await rep.page.request.get(`/site/${adaSlug}`)).status()).toBe(404);
  await snap(rep.page, "workspaces-02-rep-awaiting-approval");

  // The admin sees Sam's campaign with its rep, and the queue in Approvals.
  await page.goto("/campaigns");
  await expect(page.getByRole("article", { name: "Sam's Q3 outreach" }).getByTestId("campaign-rep")).toHaveText("Sam Rivera");
  await expect(page.getByTestId("approvals-count")).toHaveText("2");
  await page.getByRole("link", { name: /Approvals/ }).click();
  await expect(page.getByRole("heading", { name: "Awaiting approval" })).toBeVisible();
  const group = page.getByRole("region", { name: "Sam's Q3 outreach" });
  await expect(group).toContainText("by Sam Rivera");
  await expect(group.getByText("Legal review required")).toBeVisible();
  await expect(group.getByTestId("approval-page")).toHaveCount(2);
  await expect(group.getByRole("button", { name: "Preview Ada Lovelace's page" })).toBeVisible();
  await expect(group.getByTestId("quality-score")).toHaveCount(2);
  await snapBoth(page, "workspaces-03-approvals");
  await page.getByRole("button", { name: "Approve all" }).click();
  await page.locator('[data-toast-type="confirm"]').filter({ hasText: "Approve and publish all 2 pages?" }).getByRole("button", { name: "Yes" }).click();
  await expect(toastWith(page, "2 pages approved and published")).toBeVisible();
  await expect(page.getByText("Nothing is awaiting approval.")).toBeVisible();

  // Sam's pages are live ("Live"), and the public link answers with the page.
  await rep.page.reload();
  await expect(repRows.filter({ hasText: "Live" })).toHaveCount(2);
  const live = await rep.page.request.get(`/site/${adaSlug}`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain("Ada");

  // A second rep, invited too, cannot open Sam's campaign.
  const kim = person("Kim", "Lee");
  const kimLink = await inviteFromTeamSettings(page, kim.email);
  const rep2 = await newPerson(browser, baseURL);
  await signUpFromInvitation(rep2.page, kimLink, kim);
  await rep2.page.goto(campaignUrl);
  await expect(rep2.page.getByText("Campaign not found")).toBeVisible();
  await expect(rep2.page.getByText("Ada Lovelace")).toHaveCount(0);

  // Sam opens marketing's framework and tries to save a change: the server's refusal, word for word.
  await rep.page.goto("/templates");
  await expect(rep.page.getByText("Your workspace admins manage frameworks.")).toBeVisible();
  await rep.page.getByRole("article", { name: FRAMEWORK }).getByRole("link", { name: "View" }).click();
  await rep.page.getByRole("link", { name: "Edit" }).click();
  await rep.page.getByLabel("Description").fill("Sam's own rules");
  await rep.page.getByRole("button", { name: "Save Framework" }).click();
  await expect(toastWith(rep.page, "Only workspace admins can change frameworks")).toBeVisible();
  await snap(rep.page, "workspaces-04-member-framework-refused");

  // The admin's analytics has a row per rep.
  await page.goto("/analytics");
  await expect(page.getByRole("table", { name: "Team" }).getByRole("row", { name: /Sam Rivera/ })).toBeVisible();
  await snapBoth(page, "workspaces-11-analytics-team");

  // The admin's team: the last admin cannot step down; Sam becomes an admin; Kim is removed, her work handed over.
  await page.goto("/settings?section=team");
  const members = page.getByRole("list", { name: "Members" });
  await members.getByLabel(/^Role of Riley Morgan$/).selectOption("member");
  await expect(toastWith(page, "A workspace needs at least one admin: make someone else admin first")).toBeVisible();
  await expect(members.getByLabel(/^Role of Riley Morgan$/)).toHaveValue("admin");
  const leave = members.getByRole("listitem", { name: "Riley Morgan" }).getByRole("button", { name: "Leave" });
  await expect(leave).toHaveCount(0);
  await members.getByLabel("Role of Sam Rivera").selectOption("admin");
  await expect(toastWith(page, "Sam Rivera is now an admin")).toBeVisible();
  await expect(leave).toBeVisible();
  await members.getByRole("button", { name: "Remove Kim Lee" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Kim Lee?" });
  await expect(dialog).toContainText(`Their campaigns, contacts and pages are reassigned to you.`);
  await dialog.getByRole("button", { name: "Remove member" }).click();
  await expect(toastWith(page, "Kim Lee was removed")).toBeVisible();
  await expect(members.getByRole("listitem")).toHaveCount(2);
  await Promise.all([rep.context.close(), rep2.context.close()]);
});

import { expect, snap, test } from "../fixtures";

// The smallest valid PNG (1x1 pixel), uploaded as the brand logo.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

test("a new user builds a framework through all five tabs, finds it, views, edits and deletes it", async ({ page, user }) => {
  await page.goto("/templates");
  await expect(page.getByRole("heading", { name: "No frameworks yet" })).toBeVisible();
  await expect(page.getByTestId("stat-Total Frameworks")).toHaveText("0");
  await snap(page, "frameworks-01-empty-list");
  await page.getByRole("link", { name: "New Framework" }).first().click();
  await expect(page).toHaveURL(/\/templates\/frameworks\/new$/);

  // Basic Info
  const save = page.getByRole("button", { name: "Save Framework" });
  await expect(save).toBeDisabled();
  await page.getByLabel("Framework name").fill("Acme Enterprise");
  await page.getByLabel("Description").fill("Outbound to enterprise IT buyers");
  await expect(save).toBeEnabled();
  await snap(page, "frameworks-02-builder-basic");

  // Brand Guidelines: logo, two palettes, one font combination
  await page.getByRole("tab", { name: "Brand Guidelines" }).click();
  await page.getByLabel("Logo file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Brand logo" })).toBeVisible();
  await page.getByLabel("Logo placement").fill("Top left of the header");
  await page.getByRole("button", { name: "Add Palette" }).click();
  await page.getByRole("button", { name: "Add Palette" }).click();
  const first = page.getByRole("group", { name: "Palette 1" });
  await first.getByLabel("Palette name").fill("Ocean");
  await first.getByLabel("Accent colour", { exact: true }).fill("#0EA5E9");
  await first.getByLabel("Accent usage").fill("Buttons and links");
  const second = page.getByRole("group", { name: "Palette 2" });
  await second.getByLabel("Palette name").fill("Sunset");
  await second.getByLabel("Accent colour", { exact: true }).fill("#F97316");
  await page.getByRole("button", { name: "Add Font Combination" }).click();
  const fonts = page.getByRole("group", { name: "Font combination 1" });
  await fonts.getByLabel("Combination name").fill("Modern Sans");
  await fonts.getByLabel("Primary font family").selectOption("Poppins");
  await snap(page, "frameworks-03-builder-brand");

  // Layout Parameters: defaults are there; add a Hero section with one component
  await page.getByRole("tab", { name: "Layout Parameters" }).click();
  // The technical settings are folded under Advanced (issue 13 item 4).
  await page.getByText("Advanced", { exact: true }).click();
  await expect(page.getByLabel("Breakpoint width 1", { exact: true })).toHaveValue("320");
  await expect(page.getByLabel("Gutter")).toHaveValue("1.5rem");
  await page.getByRole("button", { name: "Add Section Type" }).click();
  const hero = page.getByRole("group", { name: "Section type 1" });
  await hero.getByLabel("Section name").fill("Hero");
  await hero.getByRole("switch", { name: "Required" }).click();
  await hero.getByRole("button", { name: "top" }).click();
  await hero.getByRole("button", { name: "middle" }).click();
  await hero.getByRole("button", { name: "Add Component" }).click();
  await hero.getByLabel("Component type").selectOption("heading");
  await hero.getByRole("button", { name: "Add constraint" }).click();
  await hero.getByLabel("Constraint name 1", { exact: true }).fill("maxLength");
  await hero.getByLabel("Constraint value 1", { exact: true }).fill("60 characters");
  await snap(page, "frameworks-04-builder-layout");

  // Content Constraints: three tones, then the others are disabled
  await page.getByRole("tab", { name: "Content Constraints" }).click();
  const tones = page.getByRole("group", { name: "Tone of voice" });
  for (const tone of ["Professional & Polished", "Concise & Direct", "Bold & Provocative"]) await tones.getByRole("button", { name: tone }).click();
  await expect(page.getByText("3/3 selected")).toBeVisible();
  await expect(tones.getByRole("button", { name: "Playful & Humorous" })).toBeDisabled();
  await expect(tones.getByRole("button", { name: "Friendly & Approachable" })).toBeDisabled();
  await page.getByLabel("Tone guidelines").fill("Lead with outcomes. No buzzwords.");
  await snap(page, "frameworks-05-builder-content");

  // Flexibility Rules: one customizable element and one quality checkpoint
  await page.getByRole("tab", { name: "Flexibility Rules" }).click();
  await page.getByRole("group", { name: "Add customizable element" }).getByRole("button", { name: "Content" }).click();
  const content = page.getByRole("group", { name: "Content", exact: true });
  await content.getByRole("radio", { name: /moderate/ }).click();
  await content.getByRole("switch", { name: "Changes require approval" }).click();
  await page.getByRole("group", { name: "Add quality checkpoint" }).getByRole("button", { name: "Brand compliance check" }).click();
  const check = page.getByRole("group", { name: "Brand compliance check" });
  await check.getByRole("switch", { name: "Blocks launch" }).click();
  await check.getByLabel("Criteria").fill("Logo visible above the fold");
  await check.getByLabel("Criteria").press("Enter");
  await snap(page, "frameworks-06-builder-flexibility");

  await save.click();
  await expect(page.getByText("Framework created successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/templates$/);

  // The list shows it with its swatches; details expand
  const card = page.getByRole("article", { name: "Acme Enterprise" });
  await expect(card.getByRole("list", { name: "Ocean colours" }).getByRole("img")).toHaveCount(8);
  await expect(card.getByRole("img", { name: "Accent #0EA5E9" })).toBeVisible();
  await expect(page.getByTestId("stat-Total Frameworks")).toHaveText("1");
  await card.getByRole("button", { name: "Show details" }).click();
  await expect(card.getByRole("list", { name: "Sunset colours" })).toBeVisible();
  await expect(card.getByText("Modern Sans")).toBeVisible();
  await expect(card.getByText("Hero · required")).toBeVisible();
  await expect(card.getByText("moderate")).toBeVisible();
  await snap(page, "frameworks-07-list");

  // The view page, tab by tab
  await card.getByRole("link", { name: "View" }).click();
  await expect(page.getByRole("heading", { name: "Acme Enterprise" })).toBeVisible();
  const basic = page.getByRole("tabpanel", { name: "Basic Info" });
  await expect(basic.getByText("Outbound to enterprise IT buyers")).toBeVisible();
  await expect(basic.getByText(`${user.firstName} ${user.lastName}`, { exact: true })).toBeVisible();
  await expect(basic.getByText("Active")).toBeVisible();
  await snap(page, "frameworks-08-view-basic");
  await page.getByRole("tab", { name: "Brand Guidelines" }).click();
  await expect(page.getByRole("img", { name: "Brand logo" })).toBeVisible();
  const ocean = page.getByRole("region", { name: "Ocean" });
  await expect(ocean.getByText("#0EA5E9")).toBeVisible();
  await expect(ocean.getByText("Buttons and links")).toBeVisible();
  await expect(page.getByRole("region", { name: "Sunset" })).toBeVisible();
  await expect(page.getByText(/Poppins — weights 400, 500, 600, 700/)).toBeVisible();
  await snap(page, "frameworks-09-view-brand");
  await page.getByRole("tab", { name: "Layout Parameters" }).click();
  await expect(page.getByRole("heading", { name: "Hero" })).toBeVisible();
  await page.getByText("1 component").click();
  await expect(page.getByText("60 characters")).toBeVisible();
  await expect(page.getByText("1440px")).toBeVisible();
  await snap(page, "frameworks-10-view-layout");
  await page.getByRole("tab", { name: "Content Constraints" }).click();
  const selected = page.getByRole("list", { name: "Selected tones" });
  await expect(selected.getByRole("listitem")).toHaveText(["Professional & Polished", "Bold & Provocative", "Concise & Direct"]);
  await expect(page.getByText("Lead with outcomes. No buzzwords.")).toBeVisible();
  await page.getByRole("tab", { name: "Flexibility Boundaries" }).click();
  const element = page.getByRole("listitem", { name: "Content" });
  await expect(element.getByText("moderate")).toBeVisible();
  await expect(element.getByText("Requires approval")).toBeVisible();
  const checkpoint = page.getByRole("listitem", { name: "Brand compliance check" });
  await expect(checkpoint.getByText("Blocker")).toBeVisible();
  await expect(checkpoint.getByText("Manual")).toBeVisible();
  await expect(checkpoint.getByText("Logo visible above the fold")).toBeVisible();
  await snap(page, "frameworks-11-view-flexibility");

  // Edit its name
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Framework" })).toBeVisible();
  await expect(page.getByLabel("Framework name")).toHaveValue("Acme Enterprise");
  await page.getByLabel("Framework name").fill("Acme Enterprise v2");
  await page.getByRole("button", { name: "Save Framework" }).click();
  await expect(page.getByText("Framework updated successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Acme Enterprise v2" })).toBeVisible();

  // Delete it (confirm toast), back to the empty list
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Are you sure you want to delete this framework?")).toBeVisible();
  await snap(page, "frameworks-12-delete-confirm");
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Framework deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole("heading", { name: "No frameworks yet" })).toBeVisible();
});

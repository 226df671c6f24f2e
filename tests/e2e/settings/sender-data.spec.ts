import type { Page } from "@playwright/test";
import { expect, snap, test } from "../fixtures";
import { makePng } from "./make-png";

const expectNoHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

const brandProfile = {
  company_name: "Ledgerline",
  tagline: "Accounts payable on autopilot",
  mission: "Pay every invoice on time.",
  vision: "Finance teams that close in days.",
  industry: "Financial Services",
  website: "https://ledgerline.example.com",
  contact_email: "hello@ledgerline.example.com",
  contact_phone: "+1 555 0100",
};

test("the sender adds a customer story, a FAQ entry, offering outcomes and their rep profile, and finds them after a reload", async ({ page, user }) => {
  expect((await page.request.put("/api/brand-profile", { data: brandProfile })).ok()).toBe(true);
  const fullName = `${user.firstName} ${user.lastName}`;
  const offering = await page.request.post("/api/offerings", { data: { name: "AP Automation", type: "Product", price: 1450, currency: "USD", unit_type: "month" } });
  expect(offering.ok()).toBe(true);

  // Customer Stories: a figure without a number is refused with the shared schema's message, then the story is added.
  await page.goto("/settings?section=brand&tab=stories");
  await expect(page.getByRole("tab", { name: "Customer Stories" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No customer stories yet")).toBeVisible();
  const storyForm = page.getByRole("form", { name: "Add customer story" });
  await storyForm.getByLabel("Customer").fill("Globex");
  await storyForm.getByLabel("Industry").fill("Manufacturing");
  await storyForm.getByLabel("Figure").fill("most");
  await storyForm.getByLabel("Outcome").fill("less time spent approving invoices");
  await storyForm.getByLabel("Quote").fill("We close the month in three days now.");
  await storyForm.getByRole("button", { name: "Add story" }).click();
  await expect(storyForm.getByText("Figure must contain a number, e.g. 62% or 3 days")).toBeVisible();
  await expect(storyForm.getByText("Add who said the quote")).toBeVisible();
  await storyForm.getByLabel("Figure").fill("62%");
  await storyForm.getByLabel("Author", { exact: true }).fill("Dana Reyes");
  await storyForm.getByLabel("Author title").fill("Controller");
  await storyForm.getByRole("button", { name: "Add story" }).click();
  const stories = page.getByRole("list", { name: "Customer stories" });
  await expect(stories.getByRole("listitem", { name: "Globex" })).toContainText("62%");
  await expect(storyForm.getByLabel("Customer")).toHaveValue("");
  await expectNoHorizontalScroll(page);
  await snap(page, "sender-01-customer-stories");

  // FAQ: add one, then delete a second after confirming.
  await page.getByRole("tab", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/tab=faq/);
  const faqForm = page.getByRole("form", { name: "Add FAQ entry" });
  await faqForm.getByRole("button", { name: "Add FAQ entry" }).click();
  await expect(faqForm.getByText("Question is required")).toBeVisible();
  await faqForm.getByLabel("Question").fill("How long does setup take?");
  await faqForm.getByLabel("Answer").fill("Most teams are live in a week.");
  await faqForm.getByRole("button", { name: "Add FAQ entry" }).click();
  // The form empties once the entry is saved; the second one is typed after that, as a person would.
  await expect(faqForm.getByLabel("Question")).toHaveValue("");
  await faqForm.getByLabel("Question").fill("Is there a free trial?");
  await faqForm.getByLabel("Answer").fill("Yes, 14 days.");
  await faqForm.getByRole("button", { name: "Add FAQ entry" }).click();
  const faqs = page.getByRole("list", { name: "FAQ entries" });
  await expect(faqs.getByRole("listitem")).toHaveCount(2);
  await faqs.getByRole("button", { name: "Delete Is there a free trial?" }).click();
  await expect(page.getByText("Are you sure you want to delete this FAQ entry?")).toBeVisible();
  await page.getByRole("button", { name: "Yes", exact: true }).click();
  await expect(faqs.getByRole("listitem")).toHaveCount(1);

  // Offering outcomes, one per line.
  await page.getByRole("tab", { name: "Product Offerings" }).click();
  await page.getByRole("button", { name: "Edit AP Automation" }).click();
  const offeringForm = page.getByRole("form", { name: "Edit offering" });
  await offeringForm.getByLabel("Outcomes").fill("Invoices approved in 2 days instead of 9\n\nMonth-end close in 3 days");
  await offeringForm.getByRole("button", { name: "Save changes" }).click();
  const outcomes = page.getByRole("list", { name: "Outcomes of AP Automation" });
  await expect(outcomes.getByRole("listitem")).toHaveText(["Invoices approved in 2 days instead of 9", "Month-end close in 3 days"]);

  // The rep: job title, scheduling link (http is refused) and photo.
  await page.goto("/settings");
  const repForm = page.getByRole("form", { name: "On your microsites" });
  await repForm.getByLabel("Job title").fill("Account Executive");
  await repForm.getByLabel("Scheduling link").fill("http://calendly.com/riley");
  await repForm.getByRole("button", { name: "Save profile" }).click();
  await expect(repForm.getByText("Enter a valid https:// scheduling link, e.g. https://calendly.com/you")).toBeVisible();
  await repForm.getByLabel("Scheduling link").fill("calendly.com/riley/30min");
  await repForm.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await page.locator("#rep-photo-file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: makePng(64) });
  const photo = page.getByRole("img", { name: `Photo of ${fullName}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expectNoHorizontalScroll(page);
  await snap(page, "sender-02-rep-profile");

  // After a reload everything is still there.
  await page.reload();
  await expect(page.getByRole("form", { name: "On your microsites" }).getByLabel("Job title")).toHaveValue("Account Executive");
  await expect(page.getByRole("form", { name: "On your microsites" }).getByLabel("Scheduling link")).toHaveValue("https://calendly.com/riley/30min");
  await expect(page.getByRole("img", { name: `Photo of ${fullName}` })).toBeVisible();
  await page.goto("/settings?section=brand&tab=stories");
  await expect(page.getByRole("list", { name: "Customer stories" }).getByRole("listitem", { name: "Globex" })).toContainText("We close the month in three days now.");
  await page.goto("/settings?section=brand&tab=faq");
  await expect(page.getByRole("list", { name: "FAQ entries" }).getByRole("listitem")).toHaveText([/How long does setup take\?.*Most teams are live in a week\./]);
  await page.goto("/settings?section=brand&tab=offerings");
  await expect(page.getByRole("list", { name: "Outcomes of AP Automation" }).getByRole("listitem")).toHaveCount(2);
});

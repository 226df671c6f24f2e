import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SMTP_REQUIRED_REASON } from "@/shared/schemas/access";
import { AccessSettingFields, draftToInput, type AccessDraft } from "./access-setting-fields";

const facts = { codesAvailable: false, hasPasscode: false, contactDomains: ["acme.com"] };
const render = (draft: AccessDraft, over: Partial<typeof facts> = {}, campaignDefaultLabel?: string) =>
  renderToStaticMarkup(<AccessSettingFields idPrefix="t" label="Who can open this page" draft={draft} onChange={() => {}} facts={{ ...facts, ...over }} campaignDefaultLabel={campaignDefaultLabel} />);

describe("AccessSettingFields (issue 27 item 1)", () => {
  it("offers the campaign default only to a page, and verified email disabled with the reason without SMTP", () => {
    const page = render({ mode: "campaign", domains: [], passcode: "" }, {}, "Campaign default (Passcode)");
    expect(page).toMatch(/<option value="campaign"[^>]*>Campaign default \(Passcode\)<\/option>/);
    expect(page).toMatch(/<option value="verified" disabled="">Verified email \(one-time code\) \(needs SMTP_URL\)<\/option>/);
    expect(page).toContain(SMTP_REQUIRED_REASON);
    const campaign = render({ mode: "open", domains: [], passcode: "" }, { codesAvailable: true });
    expect(campaign).not.toContain('value="campaign"');
    expect(campaign).toMatch(/<option value="verified">Verified email \(one-time code\)<\/option>/);
    expect(campaign).not.toContain(SMTP_REQUIRED_REASON);
  });

  it("asks for the domains or the passcode only in their modes; a set passcode is kept when left blank", () => {
    expect(render({ mode: "domains", domains: ["partner.com"], passcode: "" })).toContain("Contacts&#x27; domains: acme.com");
    expect(render({ mode: "passcode", domains: [], passcode: "" })).toContain(">Passcode</label>");
    expect(render({ mode: "passcode", domains: [], passcode: "" }, { hasPasscode: true })).toContain("New passcode (blank keeps the current one)");
    expect(render({ mode: "email", domains: [], passcode: "" })).not.toMatch(/id="t-passcode"|id="t-domains"/);
    expect(draftToInput({ mode: "passcode", domains: [], passcode: "" })).toEqual({ mode: "passcode", domains: [] });
    expect(draftToInput({ mode: "passcode", domains: [], passcode: "harbor-42" })).toEqual({ mode: "passcode", domains: [], passcode: "harbor-42" });
  });
});

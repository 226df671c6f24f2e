import { ACCESS_MODE_LABELS, ACCESS_MODES, CODE_MODES, SMTP_REQUIRED_REASON, type AccessMode, type AccessSettingInput } from "@/shared/schemas/access";
import { Field, Input, Select } from "@/client/components/ui/input";
import { TagInput } from "@/client/components/ui/tag-input";

/** The choice a page adds before the modes: no setting of its own, its campaign's applies. */
export const CAMPAIGN_DEFAULT = "campaign";
export type AccessChoice = AccessMode | typeof CAMPAIGN_DEFAULT;

/** What the form holds while the owner edits it; the passcode is write-only (blank keeps the one set before). */
export type AccessDraft<M extends AccessChoice = AccessChoice> = { mode: M; domains: string[]; passcode: string };

/** What the server knows that the form shows: whether codes can be sent, a passcode is set, the contacts' domains. */
export type AccessFacts = { codesAvailable: boolean; hasPasscode: boolean; contactDomains: string[] };

/** The draft as PUT .../access takes it (a passcode only when one was typed). */
export const draftToInput = (draft: AccessDraft<AccessMode>): AccessSettingInput => ({
  mode: draft.mode,
  domains: draft.domains,
  ...(draft.passcode ? { passcode: draft.passcode } : {}),
});

type Props<M extends AccessChoice> = {
  /** Prefixes the fields' ids (the campaign card and a page's dialog may be on screen together). */
  idPrefix: string;
  draft: AccessDraft<M>;
  onChange: (draft: AccessDraft<M>) => void;
  facts: AccessFacts;
  label: string;
  /** A page's first option, "Campaign default (…)": its campaign's setting applies (offered only where M allows it). */
  campaignDefaultLabel?: string;
};

/**
 * Who may open a page (issue 27 item 1), the fields the campaign card and a page's dialog share: the mode (verified
 * email disabled with the reason without SMTP), the allowed domains, the passcode.
 */
export function AccessSettingFields<M extends AccessChoice>({ idPrefix, draft, onChange, facts, label, campaignDefaultLabel }: Props<M>) {
  const codesOff = (m: AccessMode) => CODE_MODES.includes(m) && !facts.codesAvailable;
  return (
    <>
      <Field label={label} htmlFor={`${idPrefix}-mode`} hint={facts.codesAvailable ? undefined : `Verified email: ${SMTP_REQUIRED_REASON}`}>
        <Select id={`${idPrefix}-mode`} value={draft.mode} onChange={(e) => onChange({ ...draft, mode: e.target.value as M })}>
          {campaignDefaultLabel ? <option value={CAMPAIGN_DEFAULT}>{campaignDefaultLabel}</option> : null}
          {ACCESS_MODES.map((m) => (
            <option key={m} value={m} disabled={codesOff(m)}>
              {ACCESS_MODE_LABELS[m]}
              {codesOff(m) ? " (needs SMTP_URL)" : ""}
            </option>
          ))}
        </Select>
      </Field>
      {draft.mode === "domains" ? (
        <Field
          label="Also allowed (each contact's own domain always is)"
          htmlFor={`${idPrefix}-domains`}
          hint={facts.contactDomains.length ? `Contacts' domains: ${facts.contactDomains.join(", ")}` : undefined}
        >
          <TagInput id={`${idPrefix}-domains`} value={draft.domains} onChange={(domains) => onChange({ ...draft, domains })} placeholder="partner.com, Enter" itemLabel="domain" />
        </Field>
      ) : null}
      {draft.mode === "passcode" ? (
        <Field label={facts.hasPasscode ? "New passcode (blank keeps the current one)" : "Passcode"} htmlFor={`${idPrefix}-passcode`}>
          <Input
            id={`${idPrefix}-passcode`}
            type="password"
            autoComplete="new-password"
            value={draft.passcode}
            onChange={(e) => onChange({ ...draft, passcode: e.target.value })}
          />
        </Field>
      ) : null}
    </>
  );
}

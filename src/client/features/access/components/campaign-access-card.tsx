import { LockKeyhole } from "lucide-react";
import { useState } from "react";
import { ACCESS_MODE_LABELS, ACCESS_MODES, CODE_MODES, SMTP_REQUIRED_REASON, type AccessMode } from "../../../../shared/schemas/access";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field, Input, Select } from "../../../components/ui/input";
import { TagInput } from "../../../components/ui/tag-input";
import { useCampaignAccess, useSaveCampaignAccess, type getCampaignAccess } from "../api/campaign-access";

type Saved = Awaited<ReturnType<typeof getCampaignAccess>>;

function AccessForm({ campaignId, saved }: { campaignId: string; saved: Saved }) {
  const [mode, setMode] = useState<AccessMode>(saved.mode);
  const [domains, setDomains] = useState<string[]>(saved.domains);
  const [passcode, setPasscode] = useState("");
  const save = useSaveCampaignAccess(campaignId);
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ mode, domains, ...(passcode ? { passcode } : {}) }, { onSuccess: () => setPasscode("") });
      }}
    >
      <Field label="Who can open the pages" htmlFor="access-mode" hint={saved.codesAvailable ? undefined : `Verified email: ${SMTP_REQUIRED_REASON}`}>
        <Select id="access-mode" value={mode} onChange={(e) => setMode(e.target.value as AccessMode)}>
          {ACCESS_MODES.map((m) => (
            <option key={m} value={m} disabled={CODE_MODES.includes(m) && !saved.codesAvailable}>
              {ACCESS_MODE_LABELS[m]}
              {CODE_MODES.includes(m) && !saved.codesAvailable ? " (needs SMTP_URL)" : ""}
            </option>
          ))}
        </Select>
      </Field>
      {mode === "domains" ? (
        <Field label="Also allowed (each contact's own domain always is)" htmlFor="access-domains" hint={saved.contactDomains.length ? `Contacts' domains: ${saved.contactDomains.join(", ")}` : undefined}>
          <TagInput id="access-domains" value={domains} onChange={setDomains} placeholder="partner.com, Enter" itemLabel="domain" />
        </Field>
      ) : null}
      {mode === "passcode" ? (
        <Field label={saved.hasPasscode ? "New passcode (blank keeps the current one)" : "Passcode"} htmlFor="access-passcode">
          <Input id="access-passcode" type="password" autoComplete="new-password" value={passcode} onChange={(e) => setPasscode(e.target.value)} />
        </Field>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save access"}
        </Button>
      </div>
    </form>
  );
}

/** Campaign view: who may open the campaign's pages (issue 27); the owner's preview always skips the gate. */
export function CampaignAccessCard({ campaignId }: { campaignId: string }) {
  const access = useCampaignAccess(campaignId);
  return (
    <Card data-testid="campaign-access">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockKeyhole className="size-5 text-slate-500" aria-hidden /> Page access
        </CardTitle>
        <CardDescription>Open, or ask visitors for an email, a verified email, an allowed domain or a passcode. Your own preview is never gated.</CardDescription>
      </CardHeader>
      <CardContent>{access.data ? <AccessForm key={JSON.stringify(access.data)} campaignId={campaignId} saved={access.data} /> : null}</CardContent>
    </Card>
  );
}

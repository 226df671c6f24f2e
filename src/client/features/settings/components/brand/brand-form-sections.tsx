import type { ReactNode } from "react";
import { SOCIAL_NETWORKS } from "@/shared/schemas/brand-profile";
import { BrandInput, BrandTextarea } from "./brand-field";
import { IndustryInput } from "./industry-input";
import { LogoField } from "./logo-field";

const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], { label: string; placeholder: string }> = {
  linkedin: { label: "LinkedIn", placeholder: "https://linkedin.com/company/your-company" },
  facebook: { label: "Facebook", placeholder: "https://facebook.com/your-company" },
  twitter: { label: "X / Twitter", placeholder: "https://x.com/your-company" },
};

function FormSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-slate-100 py-6 first:border-t-0 first:pt-0 2xl:grid-cols-[14rem_1fr] 2xl:gap-6">
      <legend className="sr-only">{title}</legend>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-sm text-slate-500">{description}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function CompanySection({ companyName }: { companyName: string }) {
  return (
    <FormSection title="Company" description="Who you are. Shown on every microsite you send.">
      <div className="sm:col-span-2">
        <LogoField companyName={companyName} />
      </div>
      <BrandInput name="company_name" label="Company name" required autoComplete="organization" />
      <IndustryInput />
      <BrandInput name="tagline" label="Tagline" required placeholder="One line that sums you up" className="sm:col-span-2" />
      <BrandInput name="website" label="Website" required type="url" inputMode="url" placeholder="https://example.com" className="sm:col-span-2" />
    </FormSection>
  );
}

export function StorySection() {
  return (
    <FormSection title="Story" description="What the AI writer draws on to sound like you.">
      <div className="sm:col-span-2">
        <BrandTextarea name="mission" label="Mission" required placeholder="Why your company exists" />
      </div>
      <div className="sm:col-span-2">
        <BrandTextarea name="vision" label="Vision" required placeholder="The future you are building" />
      </div>
      <div className="sm:col-span-2">
        <BrandTextarea name="values" label="Values" hint="Optional." placeholder="e.g. Customer obsession, craft, candour" />
      </div>
      <div className="sm:col-span-2">
        <BrandTextarea name="ideal_customer" label="Ideal customer" hint="Optional." placeholder="Who buys from you, and why" />
      </div>
    </FormSection>
  );
}

export function ContactSection() {
  return (
    <FormSection title="Contact & social" description="Printed in every microsite's footer.">
      <BrandInput name="contact_email" label="Contact email" required type="email" autoComplete="email" placeholder="hello@example.com" />
      <BrandInput name="contact_phone" label="Phone number" required type="tel" autoComplete="tel" placeholder="+1 555 0100" />
      {SOCIAL_NETWORKS.map((network) => (
        <BrandInput
          key={network}
          name={`social_links.${network}`}
          label={SOCIAL_LABELS[network].label}
          hint="Optional."
          type="url"
          inputMode="url"
          placeholder={SOCIAL_LABELS[network].placeholder}
          className={network === "twitter" ? "sm:col-span-2" : undefined}
        />
      ))}
    </FormSection>
  );
}

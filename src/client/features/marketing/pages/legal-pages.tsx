import type { ReactNode } from "react";
import { MarketingPage } from "../components/marketing-chrome";

type Section = { heading: string; body: ReactNode };

function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: Section[] }) {
  return (
    <MarketingPage>
      <article className="mx-auto max-w-3xl px-6 py-16">
        <h1 className="text-4xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-4 text-lg text-slate-600">{intro}</p>
        {sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-600">{section.body}</div>
          </section>
        ))}
      </article>
    </MarketingPage>
  );
}

// Pitchsite is self-hosted: these pages speak for the organisation running this installation, not for a vendor.
const OPERATOR = "the organisation that runs this Pitchsite installation (the operator)";

const TERMS: Section[] = [
  {
    heading: "Who provides this service",
    body: <p>This Pitchsite installation is run by {OPERATOR}. Pitchsite is self-hosted software: your account, your campaigns and the pages they publish live on the operator's own servers.</p>,
  },
  {
    heading: "Your account",
    body: (
      <p>
        Keep your password to yourself and tell the operator if you think someone else used your account. You are responsible for what is done with it: the campaigns you create, the
        contacts you import and the microsites you publish.
      </p>
    ),
  },
  {
    heading: "What you may publish",
    body: (
      <>
        <p>Only import contacts you are allowed to contact, and only publish pages whose content you are allowed to share. Do not use microsites for spam, deception, or anything unlawful.</p>
        <p>Microsites are written by an AI model from your frameworks and contact data. Review what you send: you remain responsible for every page that goes out under your name.</p>
      </>
    ),
  },
  {
    heading: "Published pages",
    body: <p>Every microsite is public to anyone who has its link until it expires, is deleted, or the contact it was written for is deleted. Expired and deleted pages stop being served at once.</p>,
  },
  {
    heading: "Availability and changes",
    body: <p>The operator decides how this installation is run, backed up and updated, and may change these terms; the version on this page is the one that applies.</p>,
  },
  {
    heading: "Questions",
    body: <p>Ask the operator of this installation, usually your company's administrator.</p>,
  },
];

const PRIVACY: Section[] = [
  {
    heading: "Who is responsible",
    body: <p>This installation is run by {OPERATOR}, who decides what is collected and keeps it on their own servers. Pitchsite sends no data to its authors.</p>,
  },
  {
    heading: "What is stored",
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>Your account: name, email address and a hashed password; session cookies keep you signed in.</li>
        <li>What you create: campaigns, template frameworks, brand profile, product offerings, uploaded logos.</li>
        <li>Contacts you import (name, email, company, industry, context, domain) and the microsites written for them.</li>
        <li>Engagement on published microsites: views, call-to-action clicks and time on page, counted per page and day. Bot and link-scanner traffic is filtered out.</li>
      </ul>
    ),
  },
  {
    heading: "Where data goes",
    body: (
      <p>
        To write a microsite, the contact fields chosen for personalization are sent to the AI provider the operator configured (for example OpenAI, Azure or a model run in-house); with no provider
        configured, pages are written on the server itself. When the operator sets up a webhook, engagement events are sent to that address. Nothing else leaves the installation.
      </p>
    ),
  },
  {
    heading: "How long it is kept",
    body: <p>Microsites stop being served when they expire. Deleting a contact deletes their microsites and engagement records; deleting your account deletes everything you created.</p>,
  },
  {
    heading: "Cookies",
    body: <p>The app uses only the cookies needed to keep you signed in. Published microsites set no cookies.</p>,
  },
  {
    heading: "Your rights",
    body: <p>To see, correct or delete personal data held here, ask the operator of this installation.</p>,
  },
];

export function TermsPage() {
  return <LegalPage title="Terms of Service" intro="The rules for using this Pitchsite installation." sections={TERMS} />;
}

export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" intro="What this Pitchsite installation stores, why, and where it goes." sections={PRIVACY} />;
}

import type { MicrositeContent } from "../../shared/schemas/microsite-content";
import type { BrandView, OfferingView } from "../ai/generation-input";
import { formatOfferingPrice } from "./format-price";
import type { FrameworkView } from "./framework-view";
import { TRACKING_SCRIPT } from "./tracking-script";

export type MicrositePageModel = {
  content: MicrositeContent;
  framework: FrameworkView;
  brand: BrandView | null;
  offering: OfferingView | null;
  /** Already vetted: http(s) or mailto only, or null for no button. */
  ctaHref: string | null;
  /** Who the page is for, shown above the headline ("Prepared for Acme"). */
  preparedFor: string | null;
  tracking: { campaignId: string; contactId: string; slug: string };
  css: string;
  year: number;
};

/**
 * One microsite as a full HTML document. Every string from a contact, a brand profile or a model is
 * rendered as a React text child or attribute, so React escapes it; the only raw HTML is our own CSS
 * and tracking script.
 */
export function MicrositePage(model: MicrositePageModel) {
  const { content, framework, brand } = model;
  const brandName = brand?.companyName || framework.name;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex,nofollow" />
        <title>{`${content.headline} | ${brandName}`}</title>
        <meta name="description" content={content.subheadline} />
        <style dangerouslySetInnerHTML={{ __html: model.css }} />
      </head>
      <body>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header className="top">
          <div className="wrap">
            {framework.includeLogo && (brand?.logoUrl || framework.logoUrl) ? (
              <img className="logo" src={(framework.logoUrl ?? brand?.logoUrl)!} alt={`${brandName} logo`} height={40} />
            ) : null}
            <span className="brand">{brandName}</span>
          </div>
        </header>
        <main id="main">
          <section className="hero" aria-labelledby="headline">
            <div className="wrap">
              {model.preparedFor ? <p className="eyebrow">{`Prepared for ${model.preparedFor}`}</p> : null}
              <h1 id="headline">{content.headline}</h1>
              <p className="lead">{content.subheadline}</p>
              <CtaButton href={model.ctaHref} label={content.ctaLabel} />
            </div>
          </section>
          <section className="intro" aria-label="Introduction">
            <div className="wrap">
              <p>{content.intro}</p>
            </div>
          </section>
          {content.sections.map((section, index) => (
            <section className="block" key={index} aria-labelledby={`s${index}`}>
              <div className="wrap">
                <h2 id={`s${index}`}>{section.heading}</h2>
                <p>{section.body}</p>
                {section.bullets.length > 0 ? (
                  <ul className="points">
                    {section.bullets.map((bullet, i) => (
                      <li key={i}>{bullet}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
          {model.offering ? <OfferingCard offering={model.offering} /> : null}
          <section className="closing" aria-labelledby="closing">
            <div className="wrap">
              <h2 id="closing">{content.ctaLabel}</h2>
              <p>{content.closing}</p>
              <CtaButton href={model.ctaHref} label={content.ctaLabel} />
            </div>
          </section>
        </main>
        <Footer brand={brand} brandName={brandName} year={model.year} />
        <script
          data-campaign={model.tracking.campaignId}
          data-contact={model.tracking.contactId}
          data-slug={model.tracking.slug}
          dangerouslySetInnerHTML={{ __html: TRACKING_SCRIPT }}
        />
      </body>
    </html>
  );
}

function CtaButton({ href, label }: { href: string | null; label: string }) {
  if (!href) return null;
  return (
    <a className="btn" href={href} data-cta="" rel="noopener noreferrer">
      {label}
    </a>
  );
}

function OfferingCard({ offering }: { offering: OfferingView }) {
  const price = formatOfferingPrice(offering);
  return (
    <section className="offer" aria-labelledby="offer">
      <div className="wrap">
        <div className="card">
          <p className="kind">{offering.type}</p>
          <h2 id="offer">{offering.name}</h2>
          {offering.description ? <p>{offering.description}</p> : null}
          {price ? <p className="price">{price}</p> : null}
        </div>
      </div>
    </section>
  );
}

const SOCIAL_LABELS = { linkedin: "LinkedIn", twitter: "X (Twitter)", facebook: "Facebook" } as const;
const isHttpUrl = (url: string | undefined): url is string => !!url && /^https?:\/\/[^\s"'<>]+$/i.test(url);

function Footer({ brand, brandName, year }: { brand: BrandView | null; brandName: string; year: number }) {
  const socials = brand
    ? (Object.keys(SOCIAL_LABELS) as Array<keyof typeof SOCIAL_LABELS>).filter((k) => isHttpUrl(brand.socialLinks[k]))
    : [];
  const email = brand && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(brand.contactEmail) ? brand.contactEmail : null;
  const phone = brand && /^[+\d][\d\s().-]{4,}$/.test(brand.contactPhone) ? brand.contactPhone : null;
  return (
    <footer>
      <div className="wrap">
        <strong>{brandName}</strong>
        {brand?.tagline ? <span>{brand.tagline}</span> : null}
        {brand ? (
          <ul aria-label="Contact details">
            {email ? (
              <li>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ) : null}
            {phone ? (
              <li>
                <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
              </li>
            ) : null}
            {isHttpUrl(brand.website) ? (
              <li>
                <a href={brand.website} rel="noopener noreferrer">
                  {brand.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        {socials.length > 0 ? (
          <nav aria-label="Social links">
            <ul>
              {socials.map((key) => (
                <li key={key}>
                  <a href={brand!.socialLinks[key]} rel="noopener noreferrer">
                    {SOCIAL_LABELS[key]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <small>{`© ${year} ${brandName}. All rights reserved.`}</small>
      </div>
    </footer>
  );
}

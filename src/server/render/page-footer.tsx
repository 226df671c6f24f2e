import type { BrandView } from "../page-input/generation-input";
import type { PageLegal } from "./page-model";
import type { PageText } from "./page-text";

const SOCIAL_LABELS = { linkedin: "LinkedIn", twitter: "X (Twitter)", facebook: "Facebook" } as const;
const isHttpUrl = (url: string | undefined): url is string => !!url && /^https?:\/\/[^\s"'<>]+$/i.test(url);

type FooterProps = { brand: BrandView | null; brandName: string; legal: PageLegal; text: PageText; year: number };

function SenderDetails({ brand, brandName, text, year }: Omit<FooterProps, "legal">) {
  const socials = brand ? (Object.keys(SOCIAL_LABELS) as Array<keyof typeof SOCIAL_LABELS>).filter((k) => isHttpUrl(brand.socialLinks[k])) : [];
  const email = brand && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(brand.contactEmail) ? brand.contactEmail : null;
  const phone = brand && /^[+\d][\d\s().-]{4,}$/.test(brand.contactPhone) ? brand.contactPhone : null;
  const website = brand && isHttpUrl(brand.website) ? brand.website : null;
  return (
    <div>
      <p>
        <strong>{brandName}</strong>
        {brand?.tagline ? ` · ${brand.tagline}` : null}
      </p>
      {email || phone || website ? (
        <ul aria-label={text.contactDetails || undefined}>
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
          {website ? (
            <li>
              <a href={website} rel="noopener noreferrer">
                {website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {socials.length > 0 ? (
        <nav aria-label={text.socialLinks || undefined}>
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
      <p className="cap">{`© ${year} ${brandName}.${text.rightsReserved ? ` ${text.rightsReserved}` : ""}`}</p>
    </div>
  );
}

/** The sender's details, then the framework's mandatory elements and legal disclaimer, verbatim, on every page. */
export function PageFooter({ legal, ...details }: FooterProps) {
  const hasLegal = legal.mandatoryElements.length > 0 || !!legal.disclaimer;
  return (
    <footer>
      <div className="wrap">
        <SenderDetails {...details} />
        {hasLegal ? (
          <div className="legal">
            {legal.mandatoryElements.length > 0 ? (
              <ul>
                {legal.mandatoryElements.map((element, i) => (
                  <li key={i}>{element}</li>
                ))}
              </ul>
            ) : null}
            {legal.disclaimer ? <p className="cap">{legal.disclaimer}</p> : null}
          </div>
        ) : null}
      </div>
    </footer>
  );
}

import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import type { PageRep } from "./page-model";
import type { PageText } from "./page-text";

export const REP_PHOTO_SIZE = 80;

/** The call to action; every one carries data-cta, which the tracking script counts as a click. */
function CtaButton({ href, label }: { href: string | null; label: string }) {
  if (!href) return null;
  return (
    <a className="btn" href={href} data-cta="" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/** The rep beside the closing call to action: photo, name, title, email and their scheduling link. */
function RepCard({ rep, text }: { rep: PageRep; text: PageText }) {
  return (
    <div className="rep">
      {rep.photoUrl ? <img src={rep.photoUrl} alt="" width={REP_PHOTO_SIZE} height={REP_PHOTO_SIZE} loading="lazy" decoding="async" /> : null}
      <div>
        <p>
          <strong>{rep.name}</strong>
          {rep.title}
        </p>
        <ul>
          {rep.email ? (
            <li>
              <a href={`mailto:${rep.email}`}>{rep.email}</a>
            </li>
          ) : null}
          {rep.schedulingUrl && text.pickATime ? (
            <li>
              <a href={rep.schedulingUrl} rel="noopener noreferrer" data-cta="">
                {text.pickATime}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}

/** The closing call to action: the writer's sentence as heading (never the button label), its body, the button. */
export function Closing({ content, ctaHref, rep, text }: { content: MicrositeContent; ctaHref: string | null; rep: PageRep | null; text: PageText }) {
  return (
    <section className="closing" aria-labelledby="closing">
      <div className={rep ? "wrap split" : "wrap"}>
        <div>
          <h2 id="closing">{content.closing.heading}</h2>
          <p>{content.closing.body}</p>
          <CtaButton href={ctaHref} label={content.ctaLabel} />
        </div>
        {rep ? <RepCard rep={rep} text={text} /> : null}
      </div>
    </section>
  );
}

import { Closing } from "./closing";
import { PageBlockView } from "./page-blocks";
import { PageFooter } from "./page-footer";
import type { MicrositePageModel } from "./page-model";
import { TRACKING_SCRIPT } from "./tracking-script";

export const SIGNATURE_PHOTO_SIZE = 48;

function Header({ model }: { model: MicrositePageModel }) {
  const { logo } = model.style;
  return (
    <header className="top">
      <div className="wrap">
        {model.logoUrl ? (
          <img className="logo" src={model.logoUrl} alt={model.brandName} width={logo.width} height={logo.height} />
        ) : (
          <span className="brand">{model.brandName}</span>
        )}
      </div>
    </header>
  );
}

/** The opening note to the contact beside the headline, signed by the rep when there is one. */
function Note({ model }: { model: MicrositePageModel }) {
  const { rep } = model;
  return (
    <div className="note">
      <p>{model.content.intro}</p>
      {rep ? (
        <p className="sign">
          {rep.photoUrl ? <img src={rep.photoUrl} alt="" width={SIGNATURE_PHOTO_SIZE} height={SIGNATURE_PHOTO_SIZE} loading="lazy" decoding="async" /> : null}
          <span>
            <strong>{rep.name}</strong>
            {rep.title ? <span className="cap">{`${rep.title}, ${model.brandName}`}</span> : null}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * One microsite as a full HTML document, with one call to action: the button in the closing, after the reading, beside
 * the rep and their scheduling link (four or five buttons for the same action read as a sales page, not a letter). Every string from a contact, a brand profile or a writer is rendered as
 * a React text child or attribute, so React escapes it; the only raw HTML is our own CSS and tracking script.
 */
export function MicrositePage(model: MicrositePageModel) {
  const { content, text } = model;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex,nofollow" />
        <title>{`${content.headline} | ${model.brandName}`}</title>
        <meta name="description" content={content.subheadline} />
        {/* No favicon request: a 404 for it would be the page's only failed request. */}
        <link rel="icon" href="data:," />
        {model.preloadFonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <style dangerouslySetInnerHTML={{ __html: model.css }} />
      </head>
      <body>
        {text.skipLink ? (
          <a className="skip" href="#main">
            {text.skipLink}
          </a>
        ) : null}
        <Header model={model} />
        <main id="main">
          <section className="hero" aria-labelledby="headline">
            <div className="wrap hero-grid">
              <div>
                {model.preparedFor && text.preparedFor ? <p className="eyebrow">{`${text.preparedFor} ${model.preparedFor}`}</p> : null}
                <h1 id="headline">{content.headline}</h1>
                <p className="lead">{content.subheadline}</p>
              </div>
              <Note model={model} />
            </div>
          </section>
          {model.blocks.map((block, index) => (
            <PageBlockView key={index} block={block} id={`b${index}`} text={text} />
          ))}
          <Closing content={content} ctaHref={model.ctaHref} rep={model.rep} text={text} />
        </main>
        <PageFooter brand={model.brand} brandName={model.brandName} legal={model.legal} text={text} year={model.year} />
        {model.tracking ? (
          <script
            data-campaign={model.tracking.campaignId}
            data-contact={model.tracking.contactId}
            data-slug={model.tracking.slug}
            dangerouslySetInnerHTML={{ __html: TRACKING_SCRIPT }}
          />
        ) : null}
      </body>
    </html>
  );
}

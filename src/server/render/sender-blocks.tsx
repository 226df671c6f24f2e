import type { ProofPointView } from "../page-input/generation-input";
import { formatOfferingPrice } from "../page-input/format-price";
import { BlockSection } from "./block-section";
import type { PageBlock } from "./page-model";
import type { PageText } from "./page-text";

/** Blocks drawn from the sender's own data (customer stories, the offering, FAQ): a writer only picks them by id. */
type Props<K extends PageBlock["kind"]> = { block: Extract<PageBlock, { kind: K }>; id: string };

function Story({ story, figureShown }: { story: ProofPointView; figureShown: boolean }) {
  const source = [story.customer, story.industry].filter(Boolean).join(" · ");
  const quoteBy = [story.author, story.authorTitle].filter(Boolean).join(", ");
  return (
    <li>
      <figure className="story">
        {story.figure && !figureShown ? (
          <p>
            <span className="figure">{story.figure}</span>
            {story.outcome}
          </p>
        ) : story.figure || story.outcome ? (
          <p className="result">{[story.figure, story.outcome].filter(Boolean).join(" ")}</p>
        ) : null}
        {story.quote ? (
          <blockquote>
            <p>{story.quote}</p>
          </blockquote>
        ) : null}
        <figcaption className="cap">
          {quoteBy && story.quote ? <strong>{quoteBy}</strong> : null}
          {quoteBy && story.quote && source ? <br /> : null}
          {source}
        </figcaption>
      </figure>
    </li>
  );
}

export function ProofBlock({ block, id }: Props<"proof">) {
  return (
    <BlockSection id={id} heading={block.heading} tint>
      <ul className="stories">
        {block.stories.map((story) => (
          <Story key={story.id} story={story} figureShown={block.statValues.includes(story.figure.trim().toLowerCase())} />
        ))}
      </ul>
    </BlockSection>
  );
}

export function OfferBlock({ block, id, text }: Props<"offer"> & { text: PageText }) {
  const { offering } = block;
  const price = offering.requiresQuote ? text.quoteOnly : formatOfferingPrice(offering);
  return (
    <BlockSection id={id} heading={block.heading}>
      <p className="kicker">{block.body}</p>
      <div className="card">
        <div>
          {offering.type ? <p className="eyebrow">{offering.type}</p> : null}
          <h3>{offering.name}</h3>
          {offering.description ? <p>{offering.description}</p> : null}
          {offering.outcomes.length > 0 ? (
            <ul className="points">
              {offering.outcomes.map((outcome, i) => (
                <li key={i}>{outcome}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          {price ? <p className="price">{price}</p> : null}
        </div>
      </div>
    </BlockSection>
  );
}

export function FaqBlock({ block, id }: Props<"faq">) {
  return (
    <BlockSection id={id} heading={block.heading} split>
      <ul className="faq">
        {block.entries.map((entry) => (
          <li key={entry.id}>
            <details>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

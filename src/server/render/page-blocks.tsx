import { BlockSection } from "./block-section";
import type { MicrositeBlock } from "@/shared/schemas/microsite-content";
import type { PageBlock } from "./page-model";
import type { PageText } from "./page-text";
import { FaqBlock, OfferBlock, ProofBlock } from "./sender-blocks";

type Props<K extends PageBlock["kind"]> = { block: Extract<PageBlock, { kind: K }>; id: string };

const Paragraphs = ({ items }: { items: string[] }) => items.map((text, i) => <p key={i}>{text}</p>);

function Points({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="points">
      {items.map((point, i) => (
        <li key={i}>{point}</li>
      ))}
    </ul>
  );
}

function ProblemBlock({ block, id }: Props<"problem">) {
  return (
    <BlockSection id={id} heading={block.heading} split>
      <Paragraphs items={block.paragraphs} />
      <Points items={block.points} />
    </BlockSection>
  );
}

function OutcomesBlock({ block, id }: Props<"outcomes">) {
  const stats =
    block.stats.length > 0 ? (
      <ul className="stats">
        {block.stats.map((stat, i) => (
          <li key={i}>
            <span className="figure">{stat.value}</span>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <BlockSection id={id} heading={block.heading}>
      {block.intro ? <p className="kicker">{block.intro}</p> : null}
      {stats && block.points.length > 0 ? (
        <div className="duo">
          {stats}
          <Points items={block.points} />
        </div>
      ) : (
        <>
          {stats}
          <Points items={block.points} />
        </>
      )}
    </BlockSection>
  );
}

function StepsBlock({ block, id }: Props<"steps">) {
  return (
    <BlockSection id={id} heading={block.heading}>
      <ol className="steps">
        {block.steps.map((step, i) => (
          <li key={i}>
            <h3>{step.title}</h3>
            <p>{step.body}</p>
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}

function TextBlock({ block, id }: { block: Extract<MicrositeBlock, { kind: "text" }>; id: string }) {
  return (
    <BlockSection id={id} heading={block.heading} split>
      <Paragraphs items={block.paragraphs} />
    </BlockSection>
  );
}

/** One content block, drawn by kind. */
export function PageBlockView({ block, id, text }: { block: PageBlock; id: string; text: PageText }) {
  switch (block.kind) {
    case "problem":
      return <ProblemBlock block={block} id={id} />;
    case "outcomes":
      return <OutcomesBlock block={block} id={id} />;
    case "steps":
      return <StepsBlock block={block} id={id} />;
    case "text":
      return <TextBlock block={block} id={id} />;
    case "proof":
      return <ProofBlock block={block} id={id} />;
    case "offer":
      return <OfferBlock block={block} id={id} text={text} />;
    case "faq":
      return <FaqBlock block={block} id={id} />;
  }
}

import type { ReactNode } from "react";

/** A block's frame: a section labelled by its heading; `split` puts the heading beside the content on wide screens. */
export function BlockSection({ id, heading, split, tint, children }: { id: string; heading: string; split?: boolean; tint?: boolean; children: ReactNode }) {
  const title = <h2 id={id}>{heading}</h2>;
  return (
    <section className={tint ? "block tint reveal" : "block reveal"} aria-labelledby={id}>
      <div className="wrap">
        {split ? (
          <div className="split">
            <div>{title}</div>
            <div>{children}</div>
          </div>
        ) : (
          <>
            {title}
            {children}
          </>
        )}
      </div>
    </section>
  );
}

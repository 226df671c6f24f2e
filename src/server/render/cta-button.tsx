/** The call to action; every one carries data-cta, which the tracking script counts as a click. */
export function CtaButton({ href, label }: { href: string | null; label: string }) {
  if (!href) return null;
  return (
    <a className="btn" href={href} data-cta="" rel="noopener noreferrer">
      {label}
    </a>
  );
}

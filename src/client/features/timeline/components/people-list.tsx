import { Link } from "react-router";
import { formatDuration } from "@/shared/analytics";
import type { AccountPerson } from "@/shared/schemas/access";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/** The people admitted to gated pages: email, first seen, visits, time on page, CTA clicks (issue 27 item 2). */
export function PeopleList({ people, showPage = false }: { people: AccountPerson[]; showPage?: boolean }) {
  if (people.length === 0) return <p className="py-3 text-sm text-slate-500">Nobody has passed an email gate yet.</p>;
  return (
    <table className="w-full text-left text-sm" aria-label="People">
      <thead className="text-xs text-slate-500">
        <tr>
          <th className="py-1.5 font-medium">Email</th>
          <th className="py-1.5 font-medium">First seen</th>
          <th className="py-1.5 text-right font-medium">Visits</th>
          <th className="py-1.5 text-right font-medium">Time</th>
          <th className="py-1.5 text-right font-medium">Clicks</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {people.map((p) => (
          <tr key={`${p.micrositeId}-${p.email}`} data-testid="person">
            <td className="py-2 pr-2 break-all text-slate-900">
              {p.email}
              {showPage ? <span className="block text-xs text-slate-500">{`${p.contactName}'s page · ${p.campaignName}`}</span> : null}
            </td>
            <td className="py-2 pr-2 whitespace-nowrap text-slate-600">{day(p.firstSeenAt)}</td>
            <td className="py-2 text-right tabular-nums">{p.visits}</td>
            <td className="py-2 text-right tabular-nums">{formatDuration(p.seconds)}</td>
            <td className="py-2 text-right tabular-nums">{p.ctaClicks}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const accountPath = (email: string) => `/accounts/${encodeURIComponent(email.slice(email.lastIndexOf("@") + 1))}`;
export const AccountLink = ({ email }: { email: string }) => (
  <Link to={accountPath(email)} className="text-sm font-medium text-brand-600 hover:underline">
    Everyone at {email.slice(email.lastIndexOf("@") + 1)}
  </Link>
);

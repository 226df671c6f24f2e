/** The codings a page is kept in, in our order of preference when the client likes several equally: smallest first. */
export const CONTENT_CODINGS = ["br", "gzip", "identity"] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

function parseQuality(params: string[]): number {
  for (const param of params) {
    const [name, value] = param.split("=").map((s) => s.trim());
    if (name?.toLowerCase() !== "q") continue;
    const q = Number(value);
    return Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
  }
  return 1;
}

const UNNAMED_IDENTITY_Q = 0.0001;

/**
 * The content coding to answer with for an Accept-Encoding header (RFC 9110 12.5.3): the highest q wins, then
 * br > gzip > identity; `q=0` refuses a coding, `*` stands for every coding not named. A missing or empty header
 * means identity. Identity is also the answer when the client refuses everything: an unencoded page it may not
 * want beats an error page it certainly does not.
 */
export function negotiateContentCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return "identity";
  const named = new Map<string, number>();
  for (const item of acceptEncoding.split(",")) {
    const [rawName, ...params] = item.split(";");
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const coding = name === "x-gzip" ? "gzip" : name;
    named.set(coding, Math.max(named.get(coding) ?? 0, parseQuality(params)));
  }
  const wildcard = named.get("*");
  let best: ContentCoding = "identity";
  let bestQ = -1;
  for (const coding of CONTENT_CODINGS) {
    // Identity is acceptable unless refused by name or by a `*;q=0` that does not name it, but when the client
    // does not name it, any coding it names is what it prefers.
    const q = named.get(coding) ?? wildcard ?? (coding === "identity" ? UNNAMED_IDENTITY_Q : 0);
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return bestQ > 0 ? best : "identity";
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 13.1.2), or is `*`. */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  const opaque = etag.startsWith("W/") ? etag.slice(2) : etag;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || (t.startsWith("W/") ? t.slice(2) : t) === opaque;
  });
}

const codingByHeader = new Map<string, ContentCoding>();

/** negotiateContentCoding, remembered per header value: browsers send a handful of distinct strings. */
export function contentCodingFor(acceptEncoding: string | undefined): ContentCoding {
  if (acceptEncoding === undefined) return "identity";
  let coding = codingByHeader.get(acceptEncoding);
  if (coding === undefined) {
    coding = negotiateContentCoding(acceptEncoding);
    if (codingByHeader.size < 1000) codingByHeader.set(acceptEncoding, coding);
  }
  return coding;
}

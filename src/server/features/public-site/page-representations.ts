import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { CONTENT_CODINGS, type ContentCoding } from "./negotiation";

/**
 * Brotli quality 5: on an 8 KB microsite it gives 2.86 KB where quality 9 gives 2.86 KB and 11 gives 2.52 KB,
 * in ~0.5 ms where 10-11 take 12-25 ms (`npm run bench -- serve` prints the table). Every size here fits in
 * the first TCP round trip, so the slow qualities would buy the reader nothing and cost every page fill.
 */
export const BROTLI_QUALITY = 5;
/** gzip's best level costs no more than its default on pages this small. */
export const GZIP_LEVEL = 9;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses on libuv's thread pool, so a page fill never stalls the event loop that serves cached pages. */
export async function compressPage(body: Buffer): Promise<Record<ContentCoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: GZIP_LEVEL }),
  ]);
  return { br, gzip: gz, identity: body };
}

/** A page in one content coding, with its response headers as flat [name, value, ...] lists built once. */
export type Representation = {
  body: Buffer;
  etag: string;
  ok: string[];
  notModified: string[];
};

const ETAG_SUFFIX: Record<ContentCoding, string> = { br: "-br", gzip: "-gz", identity: "" };

/**
 * The page's three representations. Each has its own strong ETag (a cache that stored the gzip body must not
 * revalidate it against the brotli one) and says `Vary: Accept-Encoding`, identity included, so a shared cache
 * never hands one client's coding to another.
 */
export function buildRepresentations(bodies: Record<ContentCoding, Buffer>, sharedHeaders: string[]): Record<ContentCoding, Representation> {
  const hash = createHash("sha1").update(bodies.identity).digest("base64url");
  const entries = CONTENT_CODINGS.map((coding) => {
    const body = bodies[coding];
    const etag = `"${hash}${ETAG_SUFFIX[coding]}"`;
    const revalidation = ["ETag", etag, "Vary", "Accept-Encoding", ...sharedHeaders];
    const encoding = coding === "identity" ? [] : ["Content-Encoding", coding];
    const ok = ["Content-Type", "text/html; charset=UTF-8", ...encoding, "Content-Length", String(body.length), ...revalidation];
    return [coding, { body, etag, ok, notModified: revalidation }] as const;
  });
  return Object.fromEntries(entries) as Record<ContentCoding, Representation>;
}

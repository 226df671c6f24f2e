// What each brotli quality costs and saves on a real microsite: the figures behind BROTLI_QUALITY
// (src/server/features/public-site/page-representations.ts).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { BROTLI_QUALITY, GZIP_LEVEL } from "@/server/features/public-site/page-representations";

export type CompressionRow = { label: string; chosen: boolean; bytes: number; ms: number };

function time(compress: () => Buffer): { bytes: number; ms: number } {
  const bytes = compress().length;
  let runs = 0;
  const started = performance.now();
  while (performance.now() - started < 200 || runs < 5) {
    compress();
    runs++;
  }
  return { bytes, ms: (performance.now() - started) / runs };
}

export function compressionTable(page: Buffer): CompressionRow[] {
  const rows: CompressionRow[] = [{ label: "identity", chosen: true, bytes: page.length, ms: 0 }];
  for (let quality = 4; quality <= 11; quality++) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: page.length };
    rows.push({ label: `brotli q${quality}`, chosen: quality === BROTLI_QUALITY, ...time(() => brotliCompressSync(page, { params })) });
  }
  for (const level of [6, 9]) rows.push({ label: `gzip -${level}`, chosen: level === GZIP_LEVEL, ...time(() => gzipSync(page, { level })) });
  return rows;
}

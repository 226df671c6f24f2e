import { describe, expect, it } from "vitest";
import { contentCodingFor, ifNoneMatchHits, negotiateContentCoding } from "./negotiation";

describe("negotiateContentCoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["x-gzip", "gzip"],
    ["BR", "br"],
    ["identity", "identity"],
    ["deflate", "identity"],
    ["*", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["gzip;q=1.0, br;q=0.5", "gzip"],
    ["br;q=0.5, gzip;q=0.5", "br"],
    ["*;q=0, gzip", "gzip"],
    ["*;q=0.1, br;q=0", "gzip"],
    ["identity;q=0, br;q=0, gzip;q=0", "identity"],
    ["gzip;q=bogus, br", "br"],
    ["gzip;q=2", "identity"],
    [" br ; q=0 , gzip ; q=0.3 ", "gzip"],
  ])("%j -> %s", (header, expected) => {
    expect(negotiateContentCoding(header)).toBe(expected);
    expect(contentCodingFor(header)).toBe(expected);
  });
});

describe("ifNoneMatchHits", () => {
  const etag = '"abc-br"';
  it.each([
    [undefined, false],
    ['"abc-br"', true],
    ['W/"abc-br"', true],
    ['"abc"', false],
    ['"abc-gz"', false],
    ['"x", "abc-br"', true],
    ['"x",W/"abc-br"', true],
    ["*", true],
  ])("%j -> %s", (header, expected) => {
    expect(ifNoneMatchHits(header, etag)).toBe(expected);
  });
});

import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3StorageOptions } from "../config";
import { assertSafeBucket, assertSafeLocation, type Storage } from "./storage";

const AUTH_ERRORS = new Set(["InvalidAccessKeyId", "SignatureDoesNotMatch", "AccessDenied", "InvalidToken", "ExpiredToken"]);

/** The SDK's messages name neither our bucket nor the setting to fix; say both (never a secret). */
function describeFailure(error: unknown, action: string, options: S3StorageOptions): Error {
  if (!(error instanceof Error)) return new Error(`S3 storage: ${action} failed`, { cause: error });
  const hint = AUTH_ERRORS.has(error.name) ? " — check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY" : "";
  return new Error(`S3 storage: ${action} in bucket "${options.bucket}" failed: ${error.name}: ${error.message}${hint}`, { cause: error });
}

// Only a missing key is "not found"; a missing bucket (also 404) is a configuration error and must be loud.
const isMissingKey = (error: unknown) => error instanceof S3ServiceException && error.name === "NoSuchKey";

export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Newer SDKs add CRC checksums to every upload by default, which several S3-compatible servers reject.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const objectKey = (bucket: string, key: string) => {
    assertSafeLocation(bucket, key);
    return `${options.prefix}${bucket}/${key}`;
  };
  const run = async <T>(action: string, request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      throw describeFailure(error, action, options);
    }
  };

  /** The objects under `Prefix`, one listing page (up to 1,000 keys) at a time. */
  async function* listingPages(Prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await run(`list ${Prefix}`, () => client.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix, ContinuationToken })));
      yield page.Contents ?? [];
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    async put(bucket, key, body, contentType) {
      const Key = objectKey(bucket, key);
      await run(`put ${Key}`, () => client.send(new PutObjectCommand({ Bucket: options.bucket, Key, Body: body, ContentType: contentType })));
    },
    async get(bucket, key) {
      const Key = objectKey(bucket, key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key }));
        const bytes = await object.Body!.transformToByteArray();
        return { body: Buffer.from(bytes), contentType: object.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw describeFailure(error, `get ${Key}`, options);
      }
    },
    async delete(bucket, key) {
      const Key = objectKey(bucket, key);
      // S3 answers 204 for a key that is not there, so deleting twice is fine, as with the fs driver.
      await run(`delete ${Key}`, () => client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key })));
    },
    async deletePrefix(bucket, prefix) {
      // A folder, as in the fs driver: "u1" and "u1/" both mean u1's folder and never touch "u10/".
      const Prefix = `${objectKey(bucket, prefix.replace(/\/+$/, ""))}/`;
      // One listing page holds at most 1,000 keys, which is also DeleteObjects' limit per request.
      for await (const page of listingPages(Prefix)) {
        const Objects = page.map((object) => ({ Key: object.Key! }));
        if (Objects.length === 0) continue;
        const result = await run(`delete under ${Prefix}`, () =>
          client.send(new DeleteObjectsCommand({ Bucket: options.bucket, Delete: { Objects, Quiet: true } })),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(`S3 storage: could not delete ${failed.length} objects under ${Prefix}, e.g. ${failed[0].Key}: ${failed[0].Code} ${failed[0].Message}`);
        }
      }
    },
    async *list(bucket) {
      assertSafeBucket(bucket);
      const Prefix = `${options.prefix}${bucket}/`;
      for await (const page of listingPages(Prefix)) {
        for (const object of page) yield { key: object.Key!.slice(Prefix.length), modifiedAt: object.LastModified ?? new Date(0) };
      }
    },
    publicPath(bucket, key) {
      // As in the fs driver: the app serves the files itself, so the bucket stays private. No key check here:
      // the uploads service asks for folder paths ("{owner}/", "") to recognise its own URLs.
      return `/storage/${bucket}/${key}`;
    },
  };
}

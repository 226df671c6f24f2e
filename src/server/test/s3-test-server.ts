import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/** s3rver's one account. */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3 HTTP server (s3rver, objects on disk in a temp directory) on 127.0.0.1 and a random port.
 * It runs in its own Node process because its ListObjectsV2 continuation tokens are DES-encrypted, and
 * OpenSSL 3 (Node >= 17) only offers DES with --openssl-legacy-provider: without it every second page fails.
 */
export async function startS3TestServer(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), "pitchsite-s3rver-"));
  const bin = createRequire(import.meta.url).resolve("s3rver/bin/s3rver.js");
  const child = spawn(process.execPath, ["--openssl-legacy-provider", bin, "-d", dir, "-a", "127.0.0.1", "-p", "0", "-s"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /S3rver listening on [\d.]+:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`s3rver exited with ${code} before listening: ${output}`)));
  });
  return {
    endpoint,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill();
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// Browser tests drive Debian's Chromium; Playwright's own browser download does not work offline.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(CHROMIUM_PATH)) {
  const canApt = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canApt) {
    console.error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install it (Debian/Ubuntu: sudo apt-get install chromium) ` +
        "or point CHROMIUM_PATH at a Chromium binary, then run npm test again.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
}

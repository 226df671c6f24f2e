import { UPLOAD_BUCKETS } from "@/shared/constants";
import { loadFrameworkDocument } from "@/shared/framework-load";
import { planBlocks, type BlockPlanItem } from "@/shared/microsite-blocks";
import type { FrameworkDocument } from "@/shared/schemas/framework";
import { pageStyleOf, type PageStyle } from "./page-style";

/** What generation and rendering take from a template framework; everything is derived from the validated document. */
export type FrameworkView = {
  name: string;
  /** The whole framework, validated by the shared loader (defaults where a stored part was unusable). */
  document: FrameworkDocument;
  /** The page's content blocks in the framework's order (shared/microsite-blocks). */
  plan: BlockPlanItem[];
  /** The framework's own logo as a served path, or null. */
  logoUrl: string | null;
  /** The page's look: palettes by usage, fonts, typography, spacing, widths, animations, logo rules. */
  style: PageStyle;
};

export type FrameworkRecord = {
  name?: string | null;
  brandGuidelines?: unknown;
  /** The storage key in framework-logos as the uploads route answered it ("{userId}/{file}"). */
  brandLogo?: string | null;
  layoutParameters?: unknown;
  contentConstraints?: unknown;
  flexibilityBoundaries?: unknown;
};

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;
const FRAMEWORK_LOGO_BUCKET = "framework-logos";

/**
 * An image from our own storage as its served path (/storage/{bucket}/{key}), or null. The page's CSP allows no
 * other origin, so only upload buckets pass; accepts the served path the uploads route answers (as brand_logo_url
 * and rep photos are saved) or an absolute URL of one.
 */
export function logoSource(value: unknown): string | null {
  let text = typeof value === "string" ? value.trim() : "";
  if (/^https?:\/\//i.test(text)) {
    try {
      text = new URL(text).pathname;
    } catch {
      return null;
    }
  }
  const [empty, root, bucket, ...key] = text.split("/");
  const servable =
    empty === "" && root === "storage" && (UPLOAD_BUCKETS as readonly string[]).includes(bucket) && key.length > 0 && key.every((s) => SAFE_SEGMENT.test(s) && s !== "." && s !== "..");
  return servable ? text : null;
}

/** The framework's logo from its storage key in framework-logos (the form brand_logo is saved in). */
export const frameworkLogoSource = (key: unknown): string | null =>
  typeof key === "string" && key.trim() ? logoSource(`/storage/${FRAMEWORK_LOGO_BUCKET}/${key.trim().replace(/^\/+/, "")}`) : null;

export function readFramework(record: FrameworkRecord | null | undefined): FrameworkView {
  const { document } = loadFrameworkDocument({
    brandGuidelines: record?.brandGuidelines ?? {},
    layoutParameters: record?.layoutParameters ?? {},
    contentConstraints: record?.contentConstraints ?? {},
    flexibilityBoundaries: record?.flexibilityBoundaries ?? {},
  });
  return {
    name: record?.name?.trim() || "Default",
    document,
    plan: planBlocks(document.layoutParameters.sectionTypes),
    logoUrl: frameworkLogoSource(record?.brandLogo),
    style: pageStyleOf(document),
  };
}

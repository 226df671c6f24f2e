/** Spec 9 business constants, one place for client and server. */
export const TOAST_DURATION_MS = 3000;
export const PAGE_TRANSITION_S = 0.2;

export const CAMPAIGN_TYPES = [
  "sales outreach",
  "marketing campaign",
  "product launch",
  "event promotion",
  "event follow up",
  "retention",
] as const;
export const DEFAULT_CAMPAIGN_TYPE = "marketing campaign";

export const CAMPAIGN_STATUSES = ["draft", "live", "paused", "completed", "expired"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const EXPIRATION_DAY_CHOICES = [7, 14, 30, 60, 90] as const;
export const DEFAULT_EXPIRATION_DAYS = 30;
export const EXTEND_EXPIRY_DAYS = 7;

export const CTA_TYPES = ["Buy Now", "Shop Now", "Get a Quote", "Sign Up", "Learn More", "Get Started", "Book Now"] as const;

export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_TONES = 3;

export const ANALYTICS_PERIODS = { "7d": 7, "30d": 30, "90d": 90, "1y": 365 } as const;
export type AnalyticsPeriod = keyof typeof ANALYTICS_PERIODS;
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = "30d";

export const CURRENCIES = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", AUD: "A$", CAD: "C$" } as const;
export const UNIT_TYPES = ["item", "hour", "day", "week", "month", "year"] as const;
export const OFFERING_TYPES = ["Product", "Service"] as const;

export const PLANS = ["starter", "growth", "scale"] as const;

export const LAUNCH_POLL = { firstDelayMs: 1000, factor: 1.6, minMs: 1000, maxMs: 10_000, pendingLookupMs: 1500 } as const;
export const LAUNCH_RETRY = { attempts: 5, baseMs: 1000, maxMs: 16_000, requestPollMs: 1500 } as const;
export const LAUNCH_RETRYABLE_STATUSES = [0, 429, 500, 502, 503, 504] as const;
export const LAUNCH_PROGRESS_HIDE_MS = 1200;

export const UPLOAD_BUCKETS = ["framework-logos", "brand-logos", "profile-photos"] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Published microsite HTML (keys in campaign_microsites.storage_key); account deletion removes a user's files here. */
export const MICROSITES_BUCKET = "microsites";

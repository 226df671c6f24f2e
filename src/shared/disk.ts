/** Issue 11: the words of every refusal on a nearly full data disk (HTTP 507), server and app alike. */
export const DISK_FULL_STATUS = 507;
export const DISK_FULL_PREFIX = "The data disk is almost full";
export const diskFullText = (freeMb: string) => `${DISK_FULL_PREFIX}: ${freeMb} free`;

/** Issue 23 item 12: an open launch while generation waits for room, in the launch panel and the status answer. */
export const diskPausedText = (freeMb: string) => `Paused: the data disk is almost full (${freeMb} free)`;
/** Why an open run makes no progress: `disk`, generation waits for free space on the data disk (it resumes by itself). */
export const RUN_PAUSE_REASONS = ["disk"] as const;
export type RunPauseReason = (typeof RUN_PAUSE_REASONS)[number];

/** Issue 11: the words of every refusal on a nearly full data disk (HTTP 507), server and app alike. */
export const DISK_FULL_STATUS = 507;
export const DISK_FULL_PREFIX = "The data disk is almost full";
export const diskFullText = (freeMb: string) => `${DISK_FULL_PREFIX}: ${freeMb} free`;

import type { AccessMode } from "@/shared/schemas/access";

/** A campaign's or page's access setting as stored: the passcode only as a salted scrypt hash. */
export type StoredAccessSetting = { mode: AccessMode; domains: string[]; passcodeHash?: string };

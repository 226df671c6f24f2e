import type { Scope } from "../db/owner";

export type SessionUser = { id: string; email: string; firstName: string; lastName: string; name: string };

/** `scope` is who asks in which workspace with which role: every private query is filtered by it. */
export type AppEnv = { Variables: { user: SessionUser; scope: Scope } };

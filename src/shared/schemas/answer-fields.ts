import { z } from "zod";
import { storableString } from "./text-fields";

/**
 * Building blocks of the API's answer schemas (the `*-answers.ts` files): what a value looks like once it is JSON.
 * A Date is answered as its ISO string; ids are UUIDs except better-auth's (users, workspaces, invitations).
 */
export const timestamp = z.iso.datetime({ offset: true });
export const nullableTimestamp = timestamp.nullable();
/** A calendar day, YYYY-MM-DD. */
export const day = z.iso.date();
export const recordId = z.uuid();
/** better-auth's generated ids: users, workspaces, invitations. */
export const authId = storableString().min(1);
/** A count of rows or events. */
export const count = z.number().int().min(0);

export const EMPTY_PATCH_MESSAGE = "Nothing to update: send at least one field to change";

/** A partial update must change something: `{}` (or only unknown keys, which are dropped) is refused, not a no-op write. */
export const hasSomeField = (patch: object) => Object.values(patch).some((value) => value !== undefined);

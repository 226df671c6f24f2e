/** Immutable list edits for the builder's repeated items. */
export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
export const patchAt = <T extends object>(list: readonly T[], index: number, patch: Partial<T>): T[] =>
  list.map((x, i) => (i === index ? { ...x, ...patch } : x));

/** Spec 5 required-value helper: null or undefined raises "{name} is not defined". */
export function requireValue<T>(value: T | null | undefined, name: string): T {
  if (value === null || value === undefined) throw new Error(`${name} is not defined`);
  return value;
}

/**
 * The dashboard greeting. Spec 2: "Welcome back, {first name or there}!". An account with nothing in it yet (no
 * campaign and no framework: the same test as the spec's subtext) is on its first visit and is not welcomed back.
 */
export function welcomeText(firstName: string | null | undefined, hasWork: boolean): string {
  const name = firstName?.trim();
  if (!hasWork) return name ? `Welcome, ${name}!` : "Welcome!";
  return `Welcome back, ${name || "there"}!`;
}

import { describe, expect, it } from "vitest";
import { isCommandMenuShortcut, matchCommands, type Command } from "./match-commands";

const commands: Command[] = [
  { id: "p1", group: "Pages", label: "Dashboard", to: "/" },
  { id: "p2", group: "Pages", label: "Contacts", to: "/contacts" },
  { id: "c1", group: "Campaigns", label: "Q3 Fintech outreach", hint: "live", to: "/campaigns/1/view" },
  { id: "k1", group: "Contacts", label: "Ada Lovelace", hint: "ada@acme.com · Acme", to: "/contacts?q=ada%40acme.com" },
];

describe("matchCommands", () => {
  it("keeps everything for an empty query", () => expect(matchCommands(commands, "  ")).toEqual(commands));
  it("matches every word in the label or hint, any case", () => {
    expect(matchCommands(commands, "fintech LIVE").map((c) => c.id)).toEqual(["c1"]);
    expect(matchCommands(commands, "acme").map((c) => c.id)).toEqual(["k1"]);
    expect(matchCommands(commands, "nothing like this")).toEqual([]);
  });
  it("puts labels starting with the query first", () => {
    expect(matchCommands(commands, "a").map((c) => c.id)).toEqual(["k1", "p1", "p2", "c1"]);
  });
});

describe("isCommandMenuShortcut", () => {
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({ key: k, metaKey: false, ctrlKey: false, altKey: false, shiftKey: false, ...mods });
  it("is Ctrl-K or Cmd-K only", () => {
    expect(isCommandMenuShortcut(key("k", { ctrlKey: true }))).toBe(true);
    expect(isCommandMenuShortcut(key("K", { metaKey: true }))).toBe(true);
    expect(isCommandMenuShortcut(key("k"))).toBe(false);
    expect(isCommandMenuShortcut(key("k", { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isCommandMenuShortcut(key("j", { ctrlKey: true }))).toBe(false);
  });
});

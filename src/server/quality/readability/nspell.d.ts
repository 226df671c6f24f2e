declare module "nspell" {
  type Dictionary = { aff: Uint8Array | string; dic?: Uint8Array | string };
  type NSpell = { correct(word: string): boolean; add(word: string): NSpell };
  export default function nspell(dictionary: Dictionary): NSpell;
}

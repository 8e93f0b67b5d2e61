/**
 * The wallet pages' strings: the `wallet` subtree of the page's locale file, handed to the island by its Astro page
 * (so a pt-BR page gets pt-BR strings without code changes). `{{name}}` placeholders are filled from `vars`.
 */
export type WalletStrings = { [key: string]: string | WalletStrings };

let strings: WalletStrings = {};

/** Install the strings (the island root does this before rendering). */
export function setWalletStrings(next: WalletStrings): void {
  strings = next;
}

/** The string at dotted `key` under `wallet.` with `{{var}}` filled; the key itself when missing (visible in review). */
export function tr(key: string, vars: Record<string, string | number> = {}): string {
  let node: string | WalletStrings | undefined = strings;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return `wallet.${key}`;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

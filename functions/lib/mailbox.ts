/**
 * One mailbox, many spellings: the per-e-mail limits (submissions, recovery) count `Team+1@Example.org`,
 * `team+2@example.org` and `team@example.org` as one address (security, third round, finding 5), so `+tags` and
 * case cannot multiply the mails one inbox gets.
 */

/**
 * The mailbox key of `email`: trimmed, lower case, the local part cut at its first `+` ("sub-addressing", RFC 5233).
 * Dots are kept: only some providers ignore them. A string without `@` is only trimmed and lowered.
 * `mailboxKey(' Team+promo@Example.org ')` → `'team@example.org'`.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}

/** Passwords travel as the SHA-256 hex of what was typed (SPEC §5 "Password is hashed before sending"). */

/** Lowercase hex SHA-256 of the UTF-8 bytes of `text` (Web Crypto). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Secrets, set per stage with `npx sst secret set <Name> <value> --stage <stage>` and linked to the functions
 * that need them. Only the JWT key is required; the others may stay empty (the GitHub job then runs with the
 * anonymous rate limit, the wallet page without WalletConnect, the site without error reporting).
 */
export const secrets = {
  /** Signs the dashboard's session tokens (at least 32 characters, e.g. `openssl rand -hex 32`). */
  jwt: new sst.Secret('JwtSecret'),
  /**
   * Added by CloudFront to every API request as `X-Origin-Verify`; the API refuses requests without it and believes
   * `CloudFront-Viewer-Address` only with it (at least 32 characters, e.g. `openssl rand -hex 32`).
   */
  originSecret: new sst.Secret('OriginSecret'),
  /** GitHub token of the GitHub sync job (read-only, public repositories). */
  githubToken: new sst.Secret('GithubToken', ''),
  /** WalletConnect Cloud project id of the wallet pages (public: it ends up in the pages). */
  walletConnectProjectId: new sst.Secret('WalletConnectProjectId', ''),
  /** Sentry DSN of the site's error reporting (public: it ends up in the pages; also allowed by the CSP). */
  sentryDsn: new sst.Secret('SentryDsn', ''),
};

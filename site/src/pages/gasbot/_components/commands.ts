/**
 * GasBot's commands as the page documents them, in the order a new member uses them. Each command's description,
 * syntax and example live in the i18n files under `pages.gasbot.commands.<name>` (parameter names are translated;
 * the command itself is what you type).
 */
export const GASBOT_COMMANDS = ['help', 'deposit', 'balance', 'tip', 'withdraw'] as const;
export type GasbotCommand = (typeof GASBOT_COMMANDS)[number];

/** The FAQ entries, as keys under `pages.gasbot.faq.<key>` (`question`, `answer`). */
export const GASBOT_FAQ = ['what', 'network', 'fees', 'custody', 'servers', 'safety'] as const;

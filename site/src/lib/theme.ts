/**
 * The colour theme: `system` (the default: the browser's `prefers-color-scheme`), `light` or `dark`, chosen in
 * Settings and kept in `localStorage` under {@link THEME_STORAGE_KEY}. A chosen theme is `<html data-theme>`;
 * styles/tokens.css turns it into the root's `color-scheme`, which picks each token's light or dark colour.
 */

/** The visitor's choice. */
export type ThemeChoice = 'system' | 'light' | 'dark';
/** What a page shows. */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'neo-theme';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/**
 * The head script of every layout (inline, before any stylesheet paints): the stored choice onto `<html data-theme>`,
 * and `no-js` → `js`. Kept tiny; storage that throws (privacy modes) leaves the system theme.
 */
export const THEME_HEAD_SCRIPT =
  `var d=document.documentElement;d.classList.replace('no-js','js');` +
  `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')d.dataset.theme=t}catch(e){}`;

/** Parse a stored value; anything unknown is `system`. */
export const parseThemeChoice = (value: string | null | undefined): ThemeChoice =>
  value === 'light' || value === 'dark' ? value : 'system';

/** The stored choice (browser only). */
export function storedThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** Keep `choice` and apply it to this page at once (browser only). */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    /* storage refused: the choice lasts for this page only */
  }
  if (choice === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = choice;
}

/** The theme this page shows now: the chosen one, or the system's. */
export function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Call `listener` whenever the shown theme may have changed (a choice in Settings, or the system's); answers an unsubscribe. */
export function onThemeChange(listener: () => void): () => void {
  const query = matchMedia('(prefers-color-scheme: dark)');
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  query.addEventListener('change', listener);
  return () => {
    observer.disconnect();
    query.removeEventListener('change', listener);
  };
}

/** The computed colour (`rgb(…)`) of a design token such as `--chart-line` inside `host`, as the page shows it now. */
export function tokenColor(host: Element, token: `--${string}`): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  probe.hidden = true;
  host.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

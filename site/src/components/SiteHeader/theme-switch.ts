import { chooseTheme, storedThemeChoice, THEME_CHOICES, type ThemeChoice } from '../../lib/theme.ts';

/** The choice after `choice` in the header switch's cycle: system → light → dark → system. */
export const nextThemeChoice = (choice: ThemeChoice): ThemeChoice =>
  THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length]!;

/**
 * Wire the header's theme switch (ThemeSwitch.astro): show the stored choice, and on a press keep and apply the
 * next one at once (lib/theme.ts `chooseTheme`). Another tab's choice (the `storage` event) is shown too.
 */
export function initThemeSwitch(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-theme-switch]');
  const name = button?.querySelector<HTMLElement>('[data-theme-name]');
  if (!button || !name) return;
  const names = JSON.parse(button.dataset.names ?? '{}') as Record<ThemeChoice, string>;
  let choice = storedThemeChoice();
  const label = button.querySelector('.visually-hidden')?.textContent ?? '';
  // The name may show as an icon only (wide screens): the tooltip says it too.
  const show = () => {
    name.textContent = names[choice] ?? choice;
    button.title = `${label} ${name.textContent}`;
    button.dataset.choice = choice;
  };
  button.addEventListener('click', () => {
    choice = nextThemeChoice(choice);
    chooseTheme(choice);
    show();
  });
  window.addEventListener('storage', () => {
    choice = storedThemeChoice();
    chooseTheme(choice);
    show();
  });
  show();
}

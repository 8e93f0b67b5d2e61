/**
 * The header's behaviour: the mobile menu button (aria-expanded, Escape closes and returns focus) and the
 * Projects/Tokens groups (`<details>`; one open at a time, closed by Escape or a click elsewhere), and the
 * language switch (keeps the query and hash).
 */
export function initSiteNav(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const nav = header.querySelector<HTMLElement>('#site-nav');
  const groups = [...header.querySelectorAll<HTMLDetailsElement>('[data-nav-group]')];

  const setMenu = (open: boolean) => {
    toggle?.setAttribute('aria-expanded', String(open));
    nav?.classList.toggle('is-open', open);
  };
  toggle?.addEventListener('click', () => setMenu(toggle.getAttribute('aria-expanded') !== 'true'));
  // The "skip to navigation" link must land on a visible menu.
  document.querySelector('a[href="#site-nav"]')?.addEventListener('click', () => setMenu(true));

  for (const group of groups) {
    group.addEventListener('toggle', () => {
      if (group.open) for (const other of groups) if (other !== group) other.open = false;
    });
    // Tabbing out of an open group closes it, as a menu would.
    group.addEventListener('focusout', (event) => {
      if (!group.contains(event.relatedTarget as Node | null)) group.open = false;
    });
  }

  // The language switch keeps the page and its state: list filters live in the query, positions in the hash.
  for (const link of header.querySelectorAll<HTMLAnchorElement>('[data-lang-switch]')) {
    link.addEventListener('click', () => {
      const target = new URL(link.href);
      target.search = location.search;
      target.hash = location.hash;
      link.href = target.href;
    });
  }

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = groups.find((g) => g.open);
    if (open) {
      open.open = false;
      open.querySelector('summary')?.focus();
    } else if (toggle?.getAttribute('aria-expanded') === 'true') {
      setMenu(false);
      toggle.focus();
    }
  });

  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    for (const group of groups) if (group.open && !group.contains(target)) group.open = false;
  });
}

/** The heading of a screen: sets the document title (SPEC §2: page titles from translation) and holds the actions. */
import { useEffect, type ReactNode } from 'react';
import { t } from '../i18n.ts';

interface Props {
  title: string;
  /** A line under the heading. */
  lead?: string | undefined;
  children?: ReactNode;
}

/** The `h1` of a screen (focused after navigation) and its action buttons. */
export function ScreenHeader({ title, lead, children }: Props) {
  useEffect(() => {
    document.title = t('site.titleTemplate', { page: `${title} · ${t('dashboard.title')}`, site: t('site.name') });
  }, [title]);
  return (
    <header className="screen-head">
      <div>
        <h1 id="screen-title" tabIndex={-1}>
          {title}
        </h1>
        {lead && <p className="muted">{lead}</p>}
      </div>
      {children && <div className="screen-actions">{children}</div>}
    </header>
  );
}

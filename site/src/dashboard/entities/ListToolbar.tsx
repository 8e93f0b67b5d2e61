/** The search box of a list: debounced, kept in the URL (`?query=`), searches from 1 character (SPEC §5). */
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../i18n.ts';

const DEBOUNCE_MS = 300;

interface Props {
  query: string;
  onQuery: (query: string) => void;
  /** Names of the searched fields, for the hint. */
  searchHint: string;
}

/** The list's search box; calls `onQuery` 300 ms after the last keystroke. */
export function ListToolbar({ query, onQuery, searchHint }: Props) {
  const id = useId();
  const [text, setText] = useState(query);
  const sent = useRef(query);
  // The URL changed from outside (back button, a link): show its query.
  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      setText(query);
    }
  }, [query]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = text;
      onQuery(text);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onQuery]);
  return (
    <div className="list-toolbar" role="search">
      <label htmlFor={id}>{t('dashboard.list.search')}</label>
      <input
        id={id}
        type="search"
        minLength={1}
        value={text}
        placeholder={searchHint}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setText(e.target.value)}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {searchHint}
      </span>
    </div>
  );
}

/**
 * The one form screen of every entity (ARCHITECTURE): loads the record on edit (or starts a new one, prefilled from
 * the URL query), then hands it to FormBody. A record that changed under the user can be reloaded from here.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { ENTITIES, type ScreenEntity } from '../../../../content-schema/registry.ts';
import { t } from '../i18n.ts';
import { isCrud, listPath, type CrudEntity } from '../routes.ts';
import { screenConfig } from '../screens/index.ts';
import { $global } from '../session/session.ts';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';
import { readRecord } from './api.ts';
import { FormBody } from './FormBody.tsx';
import { formFields } from './form-fields.ts';
import type { Loaded } from './screen-config.ts';

interface Props {
  entity: CrudEntity | ScreenEntity;
  /** The record's key values from the route; absent for a new record. */
  ids?: number[] | undefined;
  /** Heading instead of "New …" / "Edit …". */
  title?: string;
  /** Shown between the heading and the form (the global screen's swap switch). */
  intro?: ReactNode;
  /** Changing it reloads the record unless the form has unsaved changes (the swap switch saved the record). */
  refreshKey?: number;
}

/** The create/edit screen of `entity` (`ids` from the route when editing). */
export function EntityForm({ entity, ids, title, intro, refreshKey }: Props) {
  const def = ENTITIES[entity];
  const config = screenConfig(entity);
  const global = useStore($global);
  const search = useSearch();
  const [state, setState] = useState<{ loading: boolean; failed: boolean; record: Loaded; generation: number }>({
    loading: !!ids,
    failed: false,
    record: undefined,
    generation: 0,
  });
  const idKey = ids?.join('/');

  const load = useCallback(async (): Promise<Loaded> => {
    if (!ids) return undefined;
    return config.load ? config.load(ids) : readRecord(def, ids);
  }, [idKey, def, config]);

  const reload = useCallback(async () => {
    setState((s) => ({ ...s, loading: true }));
    try {
      const record = await load();
      setState((s) => ({ loading: false, failed: false, record, generation: s.generation + 1 }));
    } catch {
      setState((s) => ({ ...s, loading: false, failed: true }));
    }
  }, [load]);

  useEffect(() => {
    if (ids) void reload();
    else setState((s) => ({ loading: false, failed: false, record: undefined, generation: s.generation + 1 }));
  }, [idKey, reload]);

  const dirty = useRef(false);
  const refreshed = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey === refreshed.current) return;
    refreshed.current = refreshKey;
    if (!dirty.current) void reload();
  }, [refreshKey, reload]);

  const editing = !!state.record;
  const fields = useMemo(() => formFields(def, config, editing, !!ids, global), [def, config, editing, idKey, global]);
  const prefill = useMemo(() => {
    const fromUrl = Object.fromEntries(new URLSearchParams(search));
    const fromRoute = ids ? Object.fromEntries(def.idFields.map((f, i) => [f, ids[i]])) : {};
    return { ...fromUrl, ...fromRoute };
  }, [search, idKey, def]);

  const noun = t(`dashboard.entities.${entity}`);
  const id = ids?.join(' / ') ?? '';
  const heading =
    title ??
    t(
      editing || (ids && !state.generation)
        ? 'dashboard.form.editTitle'
        : ids
          ? 'dashboard.form.newKeyedTitle'
          : 'dashboard.form.newTitle',
      { entity: noun, id },
    );
  const ownScreen = !isCrud(entity);
  const back = isCrud(entity) ? listPath(entity) : '/dashboard';

  return (
    <section className="screen">
      <ScreenHeader title={heading}>
        <Link className="btn" href={back}>
          {ownScreen ? t('dashboard.menu.home') : t('dashboard.form.backToList')}
        </Link>
      </ScreenHeader>
      {intro}
      {state.loading && !state.generation ? (
        <p className="loading" role="status">
          {t('dashboard.loading')}
        </p>
      ) : state.failed && !state.generation ? (
        <div className="empty-state" role="alert">
          <p>{t('dashboard.form.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void reload()}>
            {t('dashboard.actions.retry')}
          </button>
        </div>
      ) : (
        <FormBody
          key={`${idKey ?? 'new'}#${state.generation}`}
          def={def}
          config={config}
          fields={fields}
          record={state.record}
          prefill={prefill}
          backTo={back}
          onReload={reload}
          reloading={state.loading}
          dirtyRef={dirty}
        />
      )}
      {state.record && config.Extras && <config.Extras record={state.record} />}
    </section>
  );
}

/**
 * The one list screen of every entity (ARCHITECTURE): server-side paging, sort and search kept in the URL, relation
 * titles, row edit/delete (delete asks first), "New" and, where the registry allows it, a CSV export.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ENTITIES } from '../../../../content-schema/registry.ts';
import { downloadBlob } from '../http/download.ts';
import { fieldLabel, t } from '../i18n.ts';
import { newPath, type CrudEntity } from '../routes.ts';
import { screenConfig } from '../screens/index.ts';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';
import { toastSuccess } from '../toasts/store.ts';
import { confirm, isCancelled } from '../ui/confirm.ts';
import { deleteRecord, exportCsv, listPage, saveRecord, type Page } from './api.ts';
import type { Row } from './form-values.ts';
import { ListTable, rowIds } from './ListTable.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { listSearch, nextSort, parseListState, type ListState } from './list-state.ts';
import { Pager } from './Pager.tsx';
import { recordTitle, useTitleMaps } from './relations.ts';

/** The list screen of `entity`. */
export function EntityList({ entity }: { entity: CrudEntity }) {
  const def = ENTITIES[entity];
  const config = screenConfig(entity);
  const { state, update } = useListState();
  const titles = useTitleMaps(def.relations, def.listColumns);
  const { data, reload } = useListPage(def, state, update);
  const { onDelete, onToggle } = useRowActions(def, entity, reload);

  const rows = data.page?.items ?? [];
  const searchHint = t('dashboard.list.searchHint', {
    fields: def.searchFields.map((f) => fieldLabel(f, entity)).join(', '),
  });
  return (
    <section className="screen">
      <ScreenHeader title={t(`dashboard.menu.${entity}`)}>
        {def.exportable && <ExportButton def={def} entity={entity} state={state} />}
        <NewLink entity={entity} />
      </ScreenHeader>
      <ListToolbar query={state.query} onQuery={(query) => update({ query, page: 0 })} searchHint={searchHint} />
      {data.failed && !rows.length ? (
        <ListFailed onRetry={reload} />
      ) : !data.loading && !rows.length ? (
        <ListEmpty entity={entity} query={state.query} />
      ) : (
        <ListTable
          def={def}
          config={config}
          rows={rows}
          loading={data.loading}
          state={state}
          titles={titles}
          onSort={(column) => update({ ...nextSort(state, column), page: 0 })}
          onDelete={onDelete}
          onToggle={def.toggleFields.length ? onToggle : undefined}
        />
      )}
      {data.loading && (
        <p className="loading" role="status">
          {t('dashboard.loading')}
        </p>
      )}
      {data.page && data.page.total > 0 && (
        <Pager
          page={state.page}
          pageSize={state.pageSize}
          total={data.page.total}
          onPage={(page) => update({ page })}
        />
      )}
    </section>
  );
}

/** The list's state, read from the URL query; `update` changes some of it (replacing the history entry). */
function useListState() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseListState(search), [search]);
  const update = useCallback(
    (next: Partial<ListState>) => {
      navigate(`${path}${listSearch({ ...parseListState(window.location.search), ...next })}`, { replace: true });
    },
    [navigate, path],
  );
  return { state, update };
}

type Definition = (typeof ENTITIES)[CrudEntity];
interface ListData {
  page: Page | undefined;
  loading: boolean;
  failed: boolean;
}

/** The page of `state`, loaded again on `reload()`; a page past the end (e.g. after a delete) moves to the last one. */
function useListPage(def: Definition, state: ListState, update: (next: Partial<ListState>) => void) {
  const [data, setData] = useState<ListData>({ page: undefined, loading: true, failed: false });
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setData((d) => ({ ...d, loading: true }));
    listPage(def, state, controller.signal)
      .then((page) => {
        // A page past the end (e.g. after a delete): show the last one.
        if (!page.items.length && page.total > 0 && state.page > 0) {
          update({ page: Math.ceil(page.total / state.pageSize) - 1 });
        }
        setData({ page, loading: false, failed: false });
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setData({ page: undefined, loading: false, failed: true });
      });
    return () => controller.abort();
  }, [def, state, reloads, update]);

  return { data, reload };
}

/** A row's delete (asked first) and boolean toggle; either reloads the list. */
function useRowActions(def: Definition, entity: CrudEntity, reload: () => void) {
  const onDelete = useCallback(
    async (row: Row) => {
      const title = recordTitle(entity, row);
      try {
        await confirm({
          title: t('dashboard.list.deleteTitle', { entity: t(`dashboard.entities.${entity}`) }),
          message: t('dashboard.list.deleteMessage', { title }),
          confirmLabel: t('dashboard.actions.delete'),
          danger: true,
        });
        await deleteRecord(def, rowIds(def, row));
        toastSuccess(t('dashboard.list.deleted'), title);
        reload();
      } catch (error) {
        if (!isCancelled(error)) reload();
      }
    },
    [def, entity, reload],
  );

  const onToggle = useCallback(
    async (row: Row, field: string) => {
      const { version, createdAt: _c, updatedAt: _u, ...record } = row as Row & { version: number };
      try {
        await saveRecord(def, { ...record, [field]: row[field] !== true }, version);
        toastSuccess(t('api.persisted'), recordTitle(entity, row));
      } catch {
        /* the HTTP layer showed the error (e.g. 409: someone else saved first) */
      } finally {
        reload();
      }
    },
    [def, entity, reload],
  );

  return { onDelete, onToggle };
}

/** The CSV export of the list as it is (search and sort), busy while it downloads. */
function ExportButton({ def, entity, state }: { def: Definition; entity: CrudEntity; state: ListState }) {
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      downloadBlob(await exportCsv(def, state), `${entity}.csv`);
    } catch {
      /* the HTTP layer showed the error */
    } finally {
      setExporting(false);
    }
  };
  return (
    <button type="button" className="btn" onClick={onExport} disabled={exporting} aria-busy={exporting}>
      {exporting ? t('dashboard.list.exporting') : t('dashboard.list.export')}
    </button>
  );
}

const NewLink = ({ entity }: { entity: CrudEntity }) => (
  <Link className="btn btn-primary" href={newPath(entity)}>
    {t('dashboard.actions.new')}
  </Link>
);

/** The list could not be loaded (and nothing is shown): say so, with a retry. */
const ListFailed = ({ onRetry }: { onRetry: () => void }) => (
  <div className="empty-state" role="alert">
    <p>{t('dashboard.list.failed')}</p>
    <button type="button" className="btn" onClick={onRetry}>
      {t('dashboard.actions.retry')}
    </button>
  </div>
);

/** No record (or none matching `query`), with "New". */
const ListEmpty = ({ entity, query }: { entity: CrudEntity; query: string }) => (
  <div className="empty-state">
    <p>{query ? t('dashboard.list.noMatch', { query }) : t('dashboard.list.empty')}</p>
    <NewLink entity={entity} />
  </div>
);

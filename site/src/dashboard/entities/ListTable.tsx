/** The table of the generic list (TanStack Table, server-side sort and paging): registry columns, then actions. */
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { EntityDefinition } from '../../../../content-schema/registry.ts';
import { fieldLabel, t } from '../i18n.ts';
import { editPath, type CrudEntity } from '../routes.ts';
import { cellText } from './cells.ts';
import type { Row } from './form-values.ts';
import type { ListState } from './list-state.ts';
import { recordTitle } from './relations.ts';
import type { ScreenConfig } from './screen-config.ts';

interface Props {
  def: EntityDefinition;
  config: ScreenConfig;
  rows: Row[];
  loading: boolean;
  state: ListState;
  titles: Record<string, Map<number, string>>;
  onSort: (column: string) => void;
  onDelete: (row: Row) => void;
  /** Flip a boolean of `def.toggleFields` (saved at once, with the row's version). */
  onToggle?: (row: Row, field: string) => void;
}

/** The key values of a row, in the order of the entity's id fields. */
export const rowIds = (def: EntityDefinition, row: Row): number[] => def.idFields.map((f) => Number(row[f]));

/** The rows of one page with sortable headers and edit/delete actions. */
export function ListTable({ def, config, rows, loading, state, titles, onSort, onDelete, onToggle }: Props) {
  const entity = def.name as CrudEntity;
  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      ...def.listColumns.map((name): ColumnDef<Row> => ({
        id: name,
        accessorFn: (row) => row[name],
        header: fieldLabel(name, entity),
        cell: (ctx) => {
          if (onToggle && def.toggleFields.includes(name)) {
            const on = ctx.getValue() === true;
            return (
              <button
                type="button"
                role="switch"
                aria-checked={on}
                className="list-switch"
                data-toggle={name}
                aria-label={`${fieldLabel(name, entity)}: ${recordTitle(entity, ctx.row.original)}`}
                onClick={() => onToggle(ctx.row.original, name)}
              >
                {on ? t('dashboard.yes') : t('dashboard.no')}
              </button>
            );
          }
          const labels = config.optionLabels?.[name];
          const cell = cellText(ctx.getValue(), {
            titles: titles[name],
            yesNo: [t('dashboard.yes'), t('dashboard.no')],
            optionLabel: labels ? (v) => (labels[v] ? t(labels[v]) : undefined) : undefined,
          });
          return cell.label ? (
            <span aria-label={cell.label} title={cell.label}>
              {cell.text}
            </span>
          ) : (
            <span title={cell.title}>{cell.text}</span>
          );
        },
      })),
      {
        id: '_actions',
        header: t('dashboard.list.actions'),
        cell: (ctx) => {
          const title = recordTitle(entity, ctx.row.original);
          return (
            <span className="row-actions">
              <Link
                className="btn btn-small"
                href={editPath(entity, rowIds(def, ctx.row.original))}
                aria-label={t('dashboard.list.editNamed', { title })}
              >
                {t('dashboard.actions.edit')}
              </Link>
              <button
                type="button"
                className="btn btn-small btn-danger-ghost"
                aria-label={t('dashboard.list.deleteNamed', { title })}
                onClick={() => onDelete(ctx.row.original)}
              >
                {t('dashboard.actions.delete')}
              </button>
            </span>
          );
        },
      },
    ],
    [def, entity, config, titles, onDelete, onToggle],
  );

  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
  });

  return (
    <div className="table-wrap" aria-busy={loading}>
      <table className="entity-table">
        <caption className="visually-hidden">{t(`dashboard.menu.${entity}`)}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const sorted = state.sort === id ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" aria-sort={sorted ?? (id === '_actions' ? undefined : 'none')}>
                    {id === '_actions' ? (
                      <span className="visually-hidden">{label}</span>
                    ) : (
                      <button type="button" className="sort-btn" onClick={() => onSort(id)}>
                        {label}
                        <span aria-hidden="true" className="sort-mark">
                          {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-row={rowIds(def, row.original).join('/')}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} data-label={String(cell.column.columnDef.header ?? '')}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

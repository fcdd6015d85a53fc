import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { importRowOutcomeSchema, type ImportRowOutcome, type ImportRun, type ImportRunRow } from '@pimento/shared-kit/contracts/imports';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { Alert, Button } from '@pimento/shared-kit/ui/antd-core';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { PlainTag, Segmented } from '@pimento/shared-kit/ui/plain/kit';
import { useAttributeLabels } from '../api/get-attribute-labels';
import { useImportTargets, type ImportTargets } from '../../templates/api/targets';
import { useCategoryPaths } from '../api/get-category-paths';
import { useRunRows } from '../api/get-run-rows';
import { describeChanges, labelOf, type ChangeContext } from '../lib/describe-changes';
import { InternalLink } from './internal-link';

type Filter = ImportRowOutcome | 'all';

const outcomeColors: Record<ImportRowOutcome, 'green' | 'blue' | 'default' | 'orange' | 'red'> = {
  created: 'green',
  updated: 'blue',
  unchanged: 'default',
  skipped: 'orange',
  error: 'red',
};
const rollbackColors = { restored: 'green', deleted: 'default', skipped: 'orange' } as const;

/** An attribute's unit symbol by its id, from the import targets (attributes with their unit code, unit types with their symbols). */
function unitSymbols(targets: ImportTargets | undefined): (id: number) => string | null {
  const symbols = new Map((targets?.unitTypes ?? []).flatMap((type) => type.units.map((unit) => [`${type.code}:${unit.code}`, unit.symbol || unit.code] as const)));
  const byAttribute = new Map((targets?.attributes ?? []).flatMap((attribute) => (attribute.unit_type && attribute.unit ? [[attribute.id, symbols.get(`${attribute.unit_type}:${attribute.unit}`) ?? attribute.unit] as const] : [])));
  return (id) => byAttribute.get(id) ?? null;
}

/** The label of a choice in the interface language (the catalogue's rule: its code when it has no label). */
function choiceLabels(targets: ImportTargets | undefined, language: string): (id: number, code: string) => string | null {
  const byAttribute = new Map((targets?.attributes ?? []).map((attribute) => [attribute.id, attribute.choices] as const));
  return (id, code) => {
    const choice = byAttribute.get(id)?.find((candidate) => candidate.code === code);
    return choice ? labelOf(choice.labels, language, choice.code) : null;
  };
}

/** The filter in the address (`?rows=error`), so a page of errors can be linked. */
function useOutcomeFilter(): [Filter, (next: Filter) => void] {
  const [params, setParams] = useSearchParams();
  const asked = importRowOutcomeSchema.safeParse(params.get('rows'));
  const filter: Filter = asked.success ? asked.data : 'all';
  const setFilter = (next: Filter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('rows');
        else updated.set('rows', next);
        return updated;
      },
      { replace: true },
    );
  return [filter, setFilter];
}

/** What a row did or would do: each changed field (old → new), or each rejected cell with its translated message and code. */
function RowDetails({ row, context }: { row: ImportRunRow; context: ChangeContext }) {
  const { t } = context;
  const language = toLanguage(context.language);
  const lines = describeChanges(row.changes, context);
  if (row.errors.length === 0 && lines.length === 0) return <span className="pm-run__muted">—</span>;
  return (
    <>
      {row.errors.length > 0 && (
        <ul className="pm-run__list" aria-label={t('runPage.rows.errorsOf', { line: row.line })} data-testid={`row-errors-${row.line}`}>
          {row.errors.map((error, index) => (
            <li key={index}>
              <span className="pm-run__field">{error.column === null ? t('runPage.rows.rowError') : t('runPage.rows.column', { column: error.column })}</span>
              {t('runPage.rows.separator')}
              <span className="pm-run__error-message">{errorMessage(error.code, language, error.params ?? {})}</span> <code className="pm-run__code">{error.code}</code>
            </li>
          ))}
        </ul>
      )}
      {lines.length > 0 && (
        <ul className={row.outcome === 'created' ? 'pm-run__list pm-run__list--inline' : 'pm-run__list'} aria-label={t('runPage.rows.changesOf', { line: row.line })} data-testid={`row-changes-${row.line}`}>
          {lines.map((line) => (
            <li key={line.key}>
              <span className="pm-run__field">{line.field}</span>
              {t('runPage.rows.separator')}
              {row.outcome !== 'created' && (
                <>
                  <del className="pm-run__old">
                    <span className="pm-run__sr">{t('runPage.rows.oldValue')} </span>
                    {line.before}
                  </del>
                  <span className="pm-run__arrow" aria-hidden="true">
                    {t('runPage.rows.arrow')}
                  </span>
                </>
              )}
              <ins className="pm-run__new">
                {row.outcome !== 'created' && <span className="pm-run__sr">{t('runPage.rows.newValue')} </span>}
                {line.after}
              </ins>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The dry run's rows, by line, paged by the server's cursor (`next_after`): filtered by outcome,
 * each with its changes or its cell errors, its product linked to the catalogue and, once rolled
 * back, what the rollback did with it.
 */
export function RunRows({ run }: { run: ImportRun }) {
  const { t, i18n } = useTranslation('imports');
  const [filter, setFilterInUrl] = useOutcomeFilter();
  // The cursors of the pages seen so far: "previous" goes back one, a new filter starts again.
  const [cursors, setCursors] = useState<number[]>([0]);
  const after = cursors[cursors.length - 1] ?? 0;
  const rows = useRunRows(run.id, filter === 'all' ? null : filter, after, true);
  const labels = useAttributeLabels(true);
  // The attributes' units (the id/label list has none): a number reads `10 W → 12.5 W`, as in the catalogue.
  const targets = useImportTargets();
  const showRollback = run.rolled_back !== null || run.rollback_task_id !== null;
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  // The pager button last pressed: when it ends disabled (first or last page), the focus goes to the other one, not to the page's body.
  const pressed = useRef<'previous' | 'next' | null>(null);

  const setFilter = (next: Filter) => {
    setCursors([0]);
    setFilterInUrl(next);
  };

  const categoriesChanged = (rows.data?.results ?? []).some((row) => 'categories' in row.changes);
  const categoryPaths = useCategoryPaths(categoriesChanged);
  const context = useMemo<ChangeContext>(
    () => ({
      t,
      language: toLanguage(i18n.language),
      attributes: new Map((labels.data ?? []).map((attribute) => [attribute.id, attribute])),
      categoryPath: (id) => categoryPaths.data?.get(id) ?? null,
      unitSymbol: unitSymbols(targets.data),
      choiceLabel: choiceLabels(targets.data, toLanguage(i18n.language)),
    }),
    [t, i18n.language, labels.data, categoryPaths.data, targets.data],
  );

  const number = new Intl.NumberFormat(toLanguage(i18n.language));
  const count = (key: string) => number.format(run.counts[key] ?? 0);
  const options: { value: Filter; label: string }[] = [
    { value: 'all', label: `${t('runPage.rows.all')} (${count('rows')})` },
    ...importRowOutcomeSchema.options.map((outcome) => ({ value: outcome, label: `${t(`runPage.rows.filters.${outcome}`)} (${count(outcome)})` })),
  ];

  const columns: TableColumnsType<ImportRunRow> = [
    { key: 'line', title: t('runPage.rows.line'), dataIndex: 'line', width: 80 },
    {
      key: 'sku',
      title: t('runPage.rows.sku'),
      width: 200,
      render: (_value, row) => {
        const sku = row.sku ?? t('runPage.rows.noSku');
        // A product deleted by the rollback has no page any more.
        if (row.product_id === null || row.rollback === 'deleted') return <span>{sku}</span>;
        return <InternalLink to={`/products/?product=${row.product_id}`} aria-label={t('runPage.rows.openProduct', { sku })}>{sku}</InternalLink>;
      },
    },
    {
      key: 'outcome',
      title: t('runPage.rows.outcome'),
      width: 140,
      render: (_value, row) => <PlainTag color={outcomeColors[row.outcome]}>{t(`runPage.rows.outcomes.${row.outcome}`)}</PlainTag>,
    },
    ...(showRollback
      ? [
          {
            key: 'rollback',
            title: t('runPage.rows.rollback'),
            width: 200,
            render: (_value: unknown, row: ImportRunRow) =>
              row.rollback === null ? <span className="pm-run__muted">{t('runPage.rows.notRolledBack')}</span> : <PlainTag color={rollbackColors[row.rollback]}>{t(`runPage.rows.rollbackOutcomes.${row.rollback}`)}</PlainTag>,
          },
        ]
      : []),
    { key: 'details', title: t('runPage.rows.details'), render: (_value, row) => <RowDetails row={row} context={context} /> },
  ];

  const results = rows.data?.results ?? [];
  const first = results[0]?.line;
  const last = results[results.length - 1]?.line;
  const nextAfter = rows.data?.next_after ?? null;
  const loadingPage = rows.isPlaceholderData;
  const onFirstPage = cursors.length <= 1;
  const onLastPage = nextAfter === null && !loadingPage;

  useEffect(() => {
    if (pressed.current === 'previous' && onFirstPage) nextButton.current?.focus();
    if (pressed.current === 'next' && onLastPage) previousButton.current?.focus();
  }, [onFirstPage, onLastPage]);

  const goPrevious = () => {
    pressed.current = 'previous';
    setCursors((current) => (current.length > 1 ? current.slice(0, -1) : current));
  };
  const goNext = () => {
    // While a page loads the button stays focusable (a disabled one would drop the focus): a press waits for it.
    if (loadingPage || nextAfter === null) return;
    pressed.current = 'next';
    setCursors((current) => [...current, nextAfter]);
  };

  return (
    <section className="pm-run__panel" aria-labelledby="pm-run-rows">
      <div className="pm-run__rows-head">
        <h3 className="pm-run__heading" id="pm-run-rows">
          {t('runPage.rows.title')}
        </h3>
        <Segmented options={options} value={filter} onChange={setFilter} label={t('runPage.rows.filterLabel')} data-testid="rows-filter" />
      </div>
      {rows.isError && <Alert type="error" showIcon title={errorMessage('an-error-occurred', toLanguage(i18n.language))} />}
      <Table<ImportRunRow>
        data-testid="run-rows"
        rowKey="line"
        size="small"
        columns={columns}
        dataSource={results}
        loading={rows.isFetching}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: rows.isPending ? t('runPage.rows.loading') : filter === 'all' ? t('runPage.rows.empty') : t('runPage.rows.emptyFilter') }}
      />
      <nav className="pm-run__pager" aria-label={t('runPage.rows.pagesLabel')}>
        <span className="pm-run__muted" role="status" data-testid="rows-page-info">
          {first !== undefined && last !== undefined ? t('runPage.rows.pageInfo', { first, last }) : ''}
        </span>
        <Button ref={previousButton} disabled={onFirstPage} onClick={goPrevious} data-testid="rows-previous">
          {t('runPage.rows.previousPage')}
        </Button>
        <Button ref={nextButton} disabled={onLastPage} onClick={goNext} data-testid="rows-next">
          {t('runPage.rows.nextPage')}
        </Button>
      </nav>
    </section>
  );
}

import { lazy, Suspense, useMemo, useState } from 'react';
import { ApartmentOutlined, DeleteOutlined, EditOutlined, LinkOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Spin, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Empty, Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { panelStyle } from '@pimento/shared-kit/ui/panel-style';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { Asset } from '@pimento/shared-kit/contracts/assets';
import { palette, spacing } from '@pimento/shared-kit/design/tokens';
import { useAssetCategories } from '../../../api/get-asset-categories';
import { useLanguages } from '../../../api/get-languages';
import { categoryPathOptions } from '../../../lib/category-tree';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { useDeleteAssets } from '../api/delete-assets';
import { useGalleryPages } from '../api/get-gallery-pages';
import { useAssetUploads } from '../hooks/use-asset-uploads';
import { useLoadMoreOnView } from '../hooks/use-load-more-on-view';
import { defaultGalleryFilters, type GalleryFilters } from '../lib/gallery-filters';
import { AssetDrawer } from './asset-drawer';
import { AssetTile, tileSize } from './asset-tile';
import { BulkEditDialog } from './bulk-edit-dialog';
import { GalleryToolbar } from './gallery-toolbar';
import { UploadZone } from './upload-zone';

// Loaded the first time it is opened: the gallery's first screen fetches nothing else of the remote.
const UrlAssetDialog = lazy(() => import('./url-asset-dialog').then((module) => ({ default: module.UrlAssetDialog })));
const AssignmentRulesDrawer = lazy(() => import('../../assignment-rules/components/assignment-rules-drawer').then((module) => ({ default: module.AssignmentRulesDrawer })));

/** `/asset/`: the gallery. Upload, filter, sort, select, edit and delete assets. */
export function GalleryScreen() {
  const { t } = useTranslation('assets');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const [filters, setFilters] = useState<GalleryFilters>(defaultGalleryFilters);
  const pages = useGalleryPages(filters);
  const categories = useAssetCategories();
  const languages = useLanguages();
  const { uploads, send, clearFinished } = useAssetUploads();
  const remove = useDeleteAssets();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const [bulkEditing, setBulkEditing] = useState(false);
  const [addingUrl, setAddingUrl] = useState(false);
  // Kept once opened, so that closing it returns the focus to its button.
  const [urlDialogLoaded, setUrlDialogLoaded] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [rulesLoaded, setRulesLoaded] = useState(false);
  const [runningRules, setRunningRules] = useState(false);

  const assets = useMemo(() => pages.data?.pages.flatMap((page) => page.results) ?? [], [pages.data]);
  const categoryOptions = useMemo(() => categoryPathOptions(categories.data ?? []), [categories.data]);
  const languageOptions = useMemo(
    () => (languages.data ?? []).map((entry) => ({ value: entry.code, label: language === 'fr' ? entry.label_fr : entry.label_en })),
    [languages.data, language],
  );
  const openAsset = assets.find((asset) => asset.id === openId) ?? null;
  const selectedAssets = assets.filter((asset) => selected.has(asset.id));
  const uploadCategory = typeof filters.category === 'number' ? filters.category : undefined;
  const loadMore = () => {
    if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };
  const sentinel = useLoadMoreOnView(loadMore, pages.hasNextPage);

  const changeFilters = (next: GalleryFilters) => {
    setFilters(next);
    setSelected(new Set());
  };

  const handleSelect = (asset: Asset, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(asset.id);
      else next.delete(asset.id);
      return next;
    });

  const handleDelete = async () => {
    const ids = selectedAssets.map((asset) => asset.id);
    const linked = selectedAssets.filter((asset) => asset.products_count > 0).length;
    const ok = await confirm({
      title: t('bulk.deleteTitle', { count: ids.length }),
      content: linked === 0 ? t('bulk.deleteUnlinked') : t('bulk.deleteLinked', { count: linked }),
      okText: t('actions.delete'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(ids, {
      onSuccess: (answer) => {
        setSelected(new Set());
        const skus = answer.products.slice(0, 10).map((product) => product.sku);
        void confirm({
          kind: 'info',
          okText: t('actions.close'),
          title: t('bulk.deleted', { count: answer.deleted }),
          content:
            answer.products_count === 0
              ? t('bulk.noProductLost')
              : `${t('bulk.productsLost', { count: answer.products_count })} ${skus.join(', ')}${answer.products_count > skus.length ? '…' : ''}`,
        });
      },
      onError: notify.error,
    });
  };

  const handleRunRules = async () => {
    setRunningRules(true);
    try {
      const { runRulesOnAssets } = await import('../../assignment-rules/api/run-selection');
      await runRulesOnAssets(selectedAssets.map((asset) => asset.id));
      notify.success(t('rules.runStarted'));
    } catch (error) {
      notify.error(error);
    } finally {
      setRunningRules(false);
    }
  };

  const destination =
    uploadCategory === undefined ? t('upload.noCategory') : t('upload.intoCategory', { name: categoryOptions.find((option) => option.value === uploadCategory)?.label ?? '' });

  return (
    <PageFrame title={t('pages.gallery.title')} breadcrumb={[t('area'), t('pages.gallery.title')]}>
      <Flex vertical gap={spacing.lg}>
        <div>
          <UploadZone destination={destination} uploads={uploads} onFiles={(files) => void send(files, uploadCategory ? { category_id: uploadCategory } : {})} onClearFinished={clearFinished} />
          <Button
            icon={<LinkOutlined />}
            onClick={() => {
              setUrlDialogLoaded(true);
              setAddingUrl(true);
            }}
            style={{ marginTop: spacing.sm }}
            data-testid="add-by-url"
          >
            {t('byUrl.open')}
          </Button>
          <Button
            icon={<ApartmentOutlined />}
            onClick={() => {
              setRulesLoaded(true);
              setRulesOpen(true);
            }}
            style={{ marginTop: spacing.sm, marginInlineStart: spacing.sm }}
            data-testid="open-rules"
          >
            {t('rules.open')}
          </Button>
          {rulesLoaded && (
            <Suspense fallback={null}>
              <AssignmentRulesDrawer open={rulesOpen} categoryOptions={categoryOptions} onClose={() => setRulesOpen(false)} />
            </Suspense>
          )}
          {urlDialogLoaded && (
            <Suspense fallback={null}>
              <UrlAssetDialog open={addingUrl} categories={categories.data ?? []} initialCategory={uploadCategory} onClose={() => setAddingUrl(false)} />
            </Suspense>
          )}
        </div>
        <GalleryToolbar filters={filters} categoryOptions={categoryOptions} languageOptions={languageOptions} onChange={changeFilters} />
        {selected.size > 0 && (
          <Flex align="center" gap={spacing.sm} role="region" aria-label={t('bulk.label')} style={{ padding: spacing.sm, background: palette.infoBg, borderRadius: 8 }} data-testid="selection-bar">
            <Typography.Text strong>{t('bulk.selected', { count: selected.size })}</Typography.Text>
            <Button icon={<EditOutlined />} onClick={() => setBulkEditing(true)} data-testid="bulk-edit">
              {t('bulk.edit')}
            </Button>
            <Button icon={<PlayCircleOutlined />} onClick={() => void handleRunRules()} loading={runningRules} data-testid="bulk-run-rules">
              {t('rules.runSelection')}
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={() => void handleDelete()} loading={remove.isPending} data-testid="bulk-delete">
              {t('actions.delete')}
            </Button>
            <Button type="link" onClick={() => setSelected(new Set())}>
              {t('bulk.clear')}
            </Button>
            <Button type="link" onClick={() => setSelected(new Set(assets.map((asset) => asset.id)))}>
              {t('bulk.selectAll', { count: assets.length })}
            </Button>
          </Flex>
        )}
        <div style={{ ...panelStyle, padding: spacing.lg }}>
          {pages.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
          {pages.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => pages.refetch()}>{t('actions.retry')}</Button>} />}
          {pages.data && assets.length === 0 && <Empty description={t('gallery.empty')} />}
          {assets.length > 0 && (
            <ul
              aria-label={t('gallery.label')}
              data-testid="asset-grid"
              style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${tileSize + 2 * spacing.sm + 2}px, 1fr))`, gap: spacing.md, margin: 0, padding: 0 }}
            >
              {assets.map((asset) => (
                <AssetTile key={asset.id} asset={asset} selected={selected.has(asset.id)} onSelect={handleSelect} onOpen={(opened) => setOpenId(opened.id)} />
              ))}
            </ul>
          )}
          <div ref={sentinel} />
          {pages.hasNextPage && (
            <Flex justify="center" style={{ marginTop: spacing.lg }}>
              {pages.isFetchingNextPage ? <Spin aria-label={t('gallery.loading')} /> : <Button onClick={loadMore}>{t('gallery.loadMore')}</Button>}
            </Flex>
          )}
        </div>
      </Flex>
      <AssetDrawer asset={openAsset} categoryOptions={categoryOptions} languageOptions={languageOptions} onClose={() => setOpenId(null)} />
      <BulkEditDialog
        open={bulkEditing}
        ids={[...selected]}
        categoryOptions={categoryOptions}
        languageOptions={languageOptions}
        onDone={() => setBulkEditing(false)}
        onClose={() => setBulkEditing(false)}
      />
    </PageFrame>
  );
}

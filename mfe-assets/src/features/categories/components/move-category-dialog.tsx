import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { AssetCategory } from '@pimento/shared-kit/contracts/assets';
import { categoryPathOptions } from '../../../lib/category-tree';
import { possibleParents, type CategoryPlace } from '../lib/place-category';

/** The tree-of-its-own choice among parents (a select's value cannot be null). */
const ownTree = 0;

export type MoveCategoryDialogProps = {
  categories: readonly AssetCategory[];
  moving: AssetCategory | null;
  onMove: (moving: AssetCategory, place: CategoryPlace) => void;
  onClose: () => void;
};

/** The keyboard's way to move or reorder a category: a parent, then a place among its children. */
export function MoveCategoryDialog({ categories, moving, onMove, onClose }: MoveCategoryDialogProps) {
  const { t } = useTranslation('assets');
  const [parent, setParent] = useState<number | null>(null);
  const [index, setIndex] = useState(0);
  const parentOptions = useMemo(() => {
    if (!moving) return [];
    const allowed = new Set(possibleParents(categories, moving).map((category) => category.id));
    return [{ value: ownTree, label: t('categories.ownTree') }, ...categoryPathOptions(categories).filter((option) => allowed.has(option.value))];
  }, [categories, moving, t]);
  const chosenParent = parent ?? (moving?.parent_id ?? ownTree);
  const siblings = categories
    .filter((category) => category.parent_id === (chosenParent === ownTree ? null : chosenParent) && category.id !== moving?.id)
    .sort((a, b) => a.position - b.position);
  const placeOptions = [
    { value: 0, label: t('categories.placeFirst') },
    ...siblings.map((sibling, at) => ({ value: at + 1, label: t('categories.placeAfter', { name: sibling.name }) })),
  ];

  const close = () => {
    setParent(null);
    setIndex(0);
    onClose();
  };

  return (
    <Modal
      open={moving !== null}
      title={moving ? t('categories.moveTitle', { name: moving.name }) : ''}
      okText={t('categories.move')}
      cancelText={t('actions.cancel')}
      onCancel={close}
      onOk={() => {
        if (moving) onMove(moving, { parentId: chosenParent === ownTree ? null : chosenParent, index });
        close();
      }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <label>
          <Typography.Text>{t('categories.moveParent')}</Typography.Text>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            value={chosenParent}
            onChange={(value: number) => {
              setParent(value);
              setIndex(0);
            }}
            options={parentOptions}
            style={{ width: '100%' }}
            aria-label={t('categories.moveParent')}
            data-testid="move-parent"
          />
        </label>
        <label>
          <Typography.Text>{t('categories.movePlace')}</Typography.Text>
          <Select value={Math.min(index, siblings.length)} onChange={setIndex} options={placeOptions} style={{ width: '100%' }} aria-label={t('categories.movePlace')} data-testid="move-place" />
        </label>
      </Flex>
    </Modal>
  );
}

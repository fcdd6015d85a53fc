import { lazy, Suspense, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '@pimento/shared-kit/ui/antd-core';
import { useOpenedOnce } from '../../../lib/use-opened-once';

const StructureImportDialog = lazy(() => import('./structure-import-dialog').then((module) => ({ default: module.StructureImportDialog })));

/** "Import attributes" on `/attributes/`: opens the structure import dialog (fetched when it first opens). */
export function StructureImportButton() {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);
  const loaded = useOpenedOnce(open);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="structure-import-open">
        {t('structureImport.open')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <StructureImportDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

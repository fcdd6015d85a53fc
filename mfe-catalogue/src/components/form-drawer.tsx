import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@pimento/shared-kit/ui/antd-core';
import { Drawer, Space } from '@pimento/shared-kit/ui/antd-frame';

export type FormDrawerProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  size: number;
  /** A new record: the button creates it; otherwise it saves the changes. */
  creating: boolean;
  saving: boolean;
  /** Submits the drawer's form (whose `onFinish` saves). */
  onSubmit: () => void;
  /** The save button's test id. */
  saveTestId: string;
  /** What the server refused as a whole, shown above the form. */
  error?: string | null;
  errorTestId?: string;
  children: ReactNode;
};

/** The frame of a drawer that creates or edits one record: its title, Cancel and Create or Save, the refusal above the form. */
export function FormDrawer({ open, onClose, title, size, creating, saving, onSubmit, saveTestId, error = null, errorTestId, children }: FormDrawerProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={size}
      destroyOnHidden
      title={title}
      extra={
        <Space>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={onSubmit} data-testid={saveTestId}>
            {creating ? t('actions.create') : t('actions.save')}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} data-testid={errorTestId} />}
      {children}
    </Drawer>
  );
}

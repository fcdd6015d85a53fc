import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex } from '@pimento/shared-kit/ui/antd-core';
import { Drawer } from '@pimento/shared-kit/ui/antd-frame';
import { spacing } from '@pimento/shared-kit/design/tokens';

export type FormDrawerProps = {
  open: boolean;
  title: string;
  /** The translated refusal of the last save, shown above the form. */
  error: string | null;
  saving: boolean;
  saveLabel: string;
  /** Prefix of the drawer's test ids (`<name>-save`, `<name>-form-error`). */
  testId: string;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** The drawer of the rights screen's forms: cancel and save at the bottom, a refusal on top. */
export function FormDrawer({ open, title, error, saving, saveLabel, testId, onSave, onClose, children }: FormDrawerProps) {
  const { t } = useTranslation('settings');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size="large"
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={spacing.sm}>
          <Button onClick={onClose}>{t('rights.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={onSave} data-testid={`${testId}-save`}>
            {saveLabel}
          </Button>
        </Flex>
      }
    >
      {error && <Alert type="error" showIcon style={{ marginBottom: spacing.lg }} title={error} data-testid={`${testId}-form-error`} />}
      {children}
    </Drawer>
  );
}

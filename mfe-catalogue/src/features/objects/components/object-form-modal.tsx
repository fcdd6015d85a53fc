import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Modal } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import type { CatalogueObject, ObjectType } from '@pimento/shared-kit/contracts/objects';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { applyServerFieldErrors } from '@pimento/shared-kit/client/server-field-errors';
import type { PickableGroup } from '@pimento/shared-kit/contracts/groups';
import { groupOptions } from '@pimento/shared-kit/rights/group-options';
import { useSaveObject } from '../api/save-object';
import { useFormUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';

export type ObjectFormModalProps = {
  open: boolean;
  objectType: ObjectType | undefined;
  /** The object to edit; null creates one in `objectType`. */
  object: CatalogueObject | null;
  groups: readonly PickableGroup[];
  groupsLoading: boolean;
  onClose: () => void;
};

type ObjectFormValues = { name: string; groups: string[] };

/**
 * Creates or edits an object: its name (unique within its type) and its user groups — at least
 * one (spec §5), the rule stated at the field before anyone trips on it. Groups the user may not
 * add (no create right) or not remove (no delete right) are offered greyed out (spec §6).
 */
export function ObjectFormModal({ open, objectType, object, groups, groupsLoading, onClose }: ObjectFormModalProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const [form] = Form.useForm<ObjectFormValues>();
  const { markChanged, markSaved } = useFormUnsavedChanges(open);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveObject();
  const needsGroupRule = errorMessage('groups.object_needs_group', language);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const addable = groups.filter((group) => group.can_add);
    // A new object starts in the user's only group when there is exactly one to choose.
    form.setFieldsValue(object ? { name: object.name, groups: object.groups } : { name: '', groups: addable.length === 1 ? [addable[0]!.id] : [] });
    setFormError(null);
  }, [open, object, groups, form]);

  const handleSubmit = async (values: ObjectFormValues) => {
    // What is being saved no longer counts as unsaved: the save may open what it created.
    markSaved();
    setFormError(null);
    try {
      if (object) {
        await save.mutateAsync({ action: 'update', id: object.id, body: { name: values.name.trim(), groups: values.groups, version: object.version } });
        notify.success(t('objects.saved', { name: values.name.trim() }));
      } else if (objectType) {
        await save.mutateAsync({ action: 'create', body: { object_type_id: objectType.id, name: values.name.trim(), groups: values.groups ?? [] } });
        notify.success(t('objects.created', { name: values.name.trim() }));
      }
      onClose();
    } catch (error) {
      markChanged();
      if (error instanceof ApiError && (error.code === 'rights.group_add_needs_create' || error.code === 'rights.group_remove_needs_delete')) {
        form.setFields([{ name: 'groups', errors: [translateError(error, language)] }]);
        return;
      }
      const unmatched = applyServerFieldErrors(form, error, language, ['name', 'groups']);
      const hasFieldErrors = error instanceof ApiError && Object.keys(error.fields).length > unmatched.length;
      if (!(hasFieldErrors && unmatched.length === 0)) setFormError([translateError(error, language), ...unmatched].join(' '));
    }
  };

  const options = groupOptions(groups, object?.groups ?? [], { cannotAdd: t('objects.cannotAddGroup'), cannotRemove: t('objects.cannotRemoveGroup'), other: t('objects.otherGroup') });

  return (
    <Modal
      open={open}
      title={object ? t('objects.editTitle', { name: object.name }) : t('objects.newTitle', { type: objectType?.name ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={object ? t('actions.save') : t('actions.create')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'object-save' } as Record<string, string>}
      destroyOnHidden
    >
      {formError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={formError} data-testid="object-form-error" />}
      <Form form={form} onValuesChange={markChanged} layout="vertical" requiredMark="optional" onFinish={handleSubmit} preserve={false}>
        <Form.Item
          name="name"
          label={t('common.name')}
          rules={[
            { required: true, whitespace: true, message: t('common.nameRequired') },
            { max: 255, message: t('attributes.rules.tooLong', { max: 255 }) },
            { pattern: /^[^|]*$/, message: t('attributes.rules.noPipe') },
          ]}
        >
          <Input autoFocus data-testid="object-name" />
        </Form.Item>
        <Form.Item
          name="groups"
          label={t('objects.groups')}
          required
          extra={t('objects.groupsHelp')}
          rules={[{ validator: async (_, value: string[] | undefined) => (value && value.length > 0 ? undefined : Promise.reject(new Error(needsGroupRule))) }]}
        >
          <Select
            mode="multiple"
            allowClear
            loading={groupsLoading}
            options={options}
            optionFilterProp="label"
            placeholder={t('objects.pickGroups')}
            notFoundContent={<Typography.Text type="secondary">{t('objects.noGroups')}</Typography.Text>}
            data-testid="object-groups"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

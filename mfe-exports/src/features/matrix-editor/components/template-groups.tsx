import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '@pimento/shared-kit/ui/antd-core';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { groupOptions } from '@pimento/shared-kit/rights/group-options';
import { usePickableGroups } from '@pimento/shared-kit/rights/use-pickable-groups';

/**
 * Who may read, change and delete the template (spec §6): its user groups, whose roles give the
 * rights. The server checks each change (adding a group needs the create right in it, removing one
 * the delete right); what the user may not do is offered greyed out, with why.
 */
export function TemplateGroups({ stored, value, onChange }: { stored: readonly string[]; value: string[]; onChange: (groups: string[]) => void }) {
  const { t } = useTranslation('exports');
  const id = useId();
  const groups = usePickableGroups();
  const options = groupOptions(groups.data ?? [], stored, { cannotAdd: t('editor.groupCannotAdd'), cannotRemove: t('editor.groupCannotRemove'), other: t('editor.otherGroup') });
  return (
    <div style={{ maxWidth: 480 }}>
      <label htmlFor={id}>{t('editor.groups')}</label>
      <Select
        id={id}
        mode="multiple"
        style={{ display: 'block' }}
        aria-describedby={`${id}-help`}
        loading={groups.isLoading}
        // Until the groups are read, a chosen one has no name yet (it would read "a group you cannot see").
        disabled={groups.data === undefined}
        value={groups.data === undefined ? [] : value}
        onChange={onChange}
        options={options}
        optionFilterProp="label"
        placeholder={t('editor.groupsPlaceholder')}
        data-testid="template-groups"
      />
      <Typography.Text type="secondary" id={`${id}-help`}>
        {t('editor.groupsHelp')}
      </Typography.Text>
    </div>
  );
}

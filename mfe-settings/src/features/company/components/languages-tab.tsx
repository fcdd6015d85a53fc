import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import type { CompanyStoreData } from '@pimento/shared-kit/contracts/company';
import type { Language as CatalogueLanguage } from '@pimento/shared-kit/contracts/common';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { fetchRemovalImpact, useChangeLanguage, type LanguageList } from '../api/company';

const cardWidth = { maxWidth: 640 };

type LanguageListCardProps = {
  list: LanguageList;
  codes: string[];
  allLanguages: CatalogueLanguage[];
};

/** One list of the company's languages: each removable (not the last), and one to add. */
function LanguageListCard({ list, codes, allLanguages }: LanguageListCardProps) {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const notify = useNotify();
  const confirm = useConfirm();
  const change = useChangeLanguage();
  const [adding, setAdding] = useState<string | null>(null);
  const nameOf = (code: string) => {
    const known = allLanguages.find((item) => item.code === code);
    return known ? (language === 'fr' ? known.label_fr : known.label_en) : code;
  };
  const options = allLanguages.filter((item) => !codes.includes(item.code)).map((item) => ({ value: item.code, label: `${nameOf(item.code)} (${item.code})` }));

  const add = async () => {
    if (adding === null) return;
    try {
      await change.mutateAsync({ list, action: 'add', code: adding });
      notify.success(t('company.languages.added', { language: nameOf(adding) }));
      setAdding(null);
    } catch (error) {
      notify.error(error);
    }
  };

  const remove = async (code: string) => {
    try {
      // Removing a value language deletes its values (spec §4): the confirmation says how many.
      const impact = list === 'values' ? await fetchRemovalImpact(code) : null;
      const content = impact
        ? t('company.languages.removeValuesImpact', { language: nameOf(code), products: impact.products, models: impact.models })
        : t('company.languages.removeLabelsImpact', { language: nameOf(code) });
      const confirmed = await confirm({ title: t('company.languages.removeTitle', { language: nameOf(code) }), content, okText: t('company.languages.remove'), danger: true });
      if (!confirmed) return;
      const answer = await change.mutateAsync({ list, action: 'remove', code });
      notify.success(t(answer.taskId !== null ? 'company.languages.removing' : 'company.languages.removed', { language: nameOf(code) }));
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <Card title={t(`company.languages.${list}Title`)} style={cardWidth} data-testid={`company-languages-${list}`}>
      <Typography.Paragraph type="secondary">{t(`company.languages.${list}Help`)}</Typography.Paragraph>
      <Flex wrap gap={spacing.sm} style={{ marginBottom: spacing.lg }}>
        {codes.map((code) => (
          <Tag key={code} data-testid={`company-language-${list}-${code}`}>
            {nameOf(code)}
            {/* The last language stays: the server refuses it too (`attribute_language.last`). */}
            {codes.length > 1 && (
              <Button type="link" size="small" aria-label={t('company.languages.removeLabel', { language: nameOf(code) })} onClick={() => void remove(code)}>
                ×
              </Button>
            )}
          </Tag>
        ))}
      </Flex>
      <Flex gap={spacing.sm}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t(`company.languages.${list}Add`)}
          placeholder={t('company.languages.choose')}
          style={{ minWidth: 240 }}
          value={adding}
          onChange={(value: string) => setAdding(value)}
          options={options}
          data-testid={`company-languages-${list}-choice`}
        />
        <Button onClick={add} disabled={adding === null} loading={change.isPending} data-testid={`company-languages-${list}-add`}>
          {t('company.languages.add')}
        </Button>
      </Flex>
    </Card>
  );
}

/** The languages of attribute values and of labels (spec §3 company settings). */
export function LanguagesTab({ storeData }: { storeData: CompanyStoreData }) {
  return (
    <Flex vertical gap={spacing.lg}>
      <LanguageListCard list="values" codes={storeData.possible_languages.map((item) => item.code)} allLanguages={storeData.all_languages} />
      <LanguageListCard list="labels" codes={storeData.attribute_label_languages} allLanguages={storeData.all_languages} />
    </Flex>
  );
}

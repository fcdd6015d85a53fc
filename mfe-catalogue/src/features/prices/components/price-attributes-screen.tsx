import { useTranslation } from 'react-i18next';
import { Typography } from '@pimento/shared-kit/ui/antd-core';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { isAdministrator } from '../../../lib/is-administrator';
import { ExtraAttributesTable } from '../../extra-attributes/components/extra-attributes-table';
import { PriceFieldsCard } from './price-fields-card';

/** `/attributes/price/`: the price's own fields the company uses, and the price attributes it adds (administrators edit both, spec §6). */
export function PriceAttributesScreen() {
  const { t } = useTranslation('catalogue');
  const { session } = useRemoteProps();
  const administrator = isAdministrator(session);
  return (
    <PageFrame title={t('pages.priceAttributes.title')} breadcrumb={[t('area'), t('pages.priceAttributes.title')]}>
      <PriceFieldsCard administrator={administrator} />
      <Typography.Title level={3} style={{ fontSize: 18 }}>
        {t('priceFields.attributesTitle')}
      </Typography.Title>
      <ExtraAttributesTable entity="price" administrator={administrator} />
    </PageFrame>
  );
}

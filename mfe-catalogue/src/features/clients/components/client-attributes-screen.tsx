import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { isAdministrator } from '../../../lib/is-administrator';
import { ExtraAttributesTable } from '../../extra-attributes/components/extra-attributes-table';

/** `/attributes/client/`: the fields every client page offers (a customer number, a region…), kept by administrators. */
export function ClientAttributesScreen() {
  const { t } = useTranslation('catalogue');
  const { session } = useRemoteProps();
  return (
    <PageFrame title={t('pages.clientAttributes.title')} breadcrumb={[t('area'), t('pages.clientAttributes.title')]}>
      <ExtraAttributesTable entity="client" administrator={isAdministrator(session)} />
    </PageFrame>
  );
}

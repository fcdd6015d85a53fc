import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** `/mobile/products/`: the products list of the mobile router. */
export function MobileProductsPage() {
  const { t } = useTranslation('shell');
  return <PlannedPage title={t('mobile.products')} breadcrumb={[t('mobile.products')]} description={t('mobile.productsEmpty')} />;
}

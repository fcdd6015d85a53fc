import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';
import { isFeatureOn } from '@pimento/shared-kit/remote/remote-props';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { useClientNames } from '../../clients/api/client-names';
import { clientField, listingFields, type ListingEntity, type ListingField } from '../lib/listing-fields';

/**
 * The fields a listing filter may name, and what each is called in the interface language. With
 * `withClients`, products can be filtered on what a client receives, when the company has clients
 * (the listing, validation rules; a client's own rules cannot name another client).
 */
export function useFilterFields(entity: ListingEntity, attributes: readonly AttributeIdLabel[], withClients: boolean) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const { flags } = useRemoteProps();
  const clientsOn = withClients && entity === 'product' && isFeatureOn(flags, 'clients_feature_activated');
  const clientNames = useClientNames(clientsOn);
  const fields = useMemo(() => {
    const all = listingFields(entity, attributes);
    return clientsOn && clientNames.data ? [...all.slice(0, 4), clientField(clientNames.data), ...all.slice(4)] : all;
  }, [entity, attributes, clientsOn, clientNames.data]);
  const fieldLabel = useCallback(
    (field: ListingField) => (field.attribute ? pickLabel(field.attribute.labels, language, field.attribute.code) : t(`products.fields.${field.field === 'model_reference' ? 'modelReference' : field.field}`)),
    [language, t],
  );
  return { fields, fieldLabel };
}

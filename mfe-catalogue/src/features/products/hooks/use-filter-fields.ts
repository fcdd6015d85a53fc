import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';
import { isFeatureOn } from '@pimento/shared-kit/remote/remote-props';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { useClientNames } from '../../clients/api/client-names';
import { clientField, completionFields, completionGapFields, listingFields, type ListingEntity, type ListingField } from '../lib/listing-fields';

/**
 * The fields a listing filter may name, and what each is called in the interface language. With
 * `withClients`, products can be filtered on what a client receives, when the company has clients
 * (the listing, validation rules; a client's own rules cannot name another client). With
 * `withCompletion` (the listing only: a rule or a client never depends on a figure), products can be
 * filtered on their completion overall and for each client, and on an attribute their figure misses.
 */
export function useFilterFields(entity: ListingEntity, attributes: readonly AttributeIdLabel[], withClients: boolean, withCompletion = false) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const { flags } = useRemoteProps();
  const clientsOn = withClients && entity === 'product' && isFeatureOn(flags, 'clients_feature_activated');
  const clientNames = useClientNames(clientsOn);
  const fields = useMemo(() => {
    const all = listingFields(entity, attributes);
    const builtIn = clientsOn && clientNames.data ? [...all.slice(0, 4), clientField(clientNames.data), ...all.slice(4)] : all;
    if (!withCompletion || entity !== 'product') return builtIn;
    const clients = clientsOn ? (clientNames.data ?? []) : [];
    const attributeChoices = attributes.map((attribute) => ({ value: attribute.id, label: pickLabel(attribute.labels, language, attribute.code) }));
    const completion = [...completionFields(clients), ...completionGapFields(clients, attributeChoices)];
    return [...builtIn.slice(0, clientsOn && clientNames.data ? 5 : 4), ...completion, ...builtIn.slice(clientsOn && clientNames.data ? 5 : 4)];
  }, [entity, attributes, clientsOn, clientNames.data, withCompletion, language]);
  const fieldLabel = useCallback(
    (field: ListingField) => {
      if (field.attribute) return pickLabel(field.attribute.labels, language, field.attribute.code);
      if (field.field.startsWith('completion_gap')) return field.client ? t('completion.gapFieldFor', { client: field.client.name }) : t('completion.gapField');
      if (field.client) return t('completion.fieldFor', { client: field.client.name });
      if (field.field === 'completion') return t('completion.field');
      return t(`products.fields.${field.field === 'model_reference' ? 'modelReference' : field.field}`);
    },
    [language, t],
  );
  return { fields, fieldLabel };
}

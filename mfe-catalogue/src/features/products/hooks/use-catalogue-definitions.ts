import { useMemo } from 'react';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import { useAttributeIdLabels } from '../../attributes/api/get-attribute-id-labels';
import { useAttributeLanguages } from '../../attributes/api/get-attribute-languages';
import { useAttributeTree } from '../../attributes/api/get-attribute-tree';
import { useUnitTypes } from '../../attributes/api/get-unit-types';
import { useAttributeLiveUpdates } from '../../attributes/hooks/use-attribute-live-updates';
import { useCategoryTree } from '../../categories/api/get-category-tree';

/** The definitions the product screens read: attributes (by id), languages, unit symbols, categories. */
export function useCatalogueDefinitions() {
  useAttributeLiveUpdates();
  const idLabels = useAttributeIdLabels();
  const tree = useAttributeTree();
  const languages = useAttributeLanguages();
  const unitTypes = useUnitTypes();
  const categories = useCategoryTree();
  const attributesById = useMemo(() => new Map<number, Attribute>((tree.data?.sections ?? []).flatMap((section) => section.groups.flatMap((group) => group.attributes.map((attribute) => [attribute.id, attribute] as const)))), [tree.data]);
  const unitSymbols = useMemo(() => new Map((unitTypes.data ?? []).flatMap((unitType) => unitType.units.map((unit) => [unit.code, unit.symbol] as const))), [unitTypes.data]);
  const languageCodes = useMemo(() => (languages.data ?? []).map((language) => language.code), [languages.data]);
  return {
    attributes: idLabels.data ?? [],
    attributesById,
    tree: tree.data,
    languages: languageCodes.length > 0 ? languageCodes : ['en'],
    unitSymbols,
    categories: categories.data ?? [],
    loading: idLabels.isLoading || tree.isLoading,
  };
}

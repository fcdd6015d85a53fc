import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type AttributeTree } from '@pimento/shared-kit/contracts/attributes';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { named } from '../../../lib/pick-label';
import { attributeKeys } from './query-keys';

/** Sections → groups → attributes, in page order. */
export function getAttributeTree(setId?: number): Promise<AttributeTree> {
  return apiClient.call(attributesApi.tree, { query: { set_id: setId } });
}

export const getAttributeTreeQueryOptions = (setId?: number) =>
  queryOptions({ queryKey: attributeKeys.tree(setId), queryFn: () => getAttributeTree(setId) });

/** The tree with each section's and group's `name` in `language` (its `names` stay, for editing). */
export function treeInLanguage(tree: AttributeTree, language: string): AttributeTree {
  return { sections: tree.sections.map((section) => ({ ...named(section, language), groups: section.groups.map((group) => named(group, language)) })) };
}

/** The tree as the interface language reads it. */
export function useAttributeTree(setId?: number) {
  const language = useInterfaceLanguage();
  const select = useCallback((tree: AttributeTree) => treeInLanguage(tree, language), [language]);
  return useQuery({ ...getAttributeTreeQueryOptions(setId), select });
}

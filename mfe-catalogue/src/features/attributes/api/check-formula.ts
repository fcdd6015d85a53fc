import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type formulaCheckResponseSchema, type AttributeType } from '@pimento/shared-kit/contracts/attributes';
import type { z } from 'zod';
import { attributeKeys } from './query-keys';

export type FormulaCheck = z.infer<typeof formulaCheckResponseSchema>;
export type FormulaCheckRequest = { formula: string; type: AttributeType; localizable: boolean; attribute_id?: number };

/** The server's verdict against the company's attributes. */
export function checkFormula(body: FormulaCheckRequest, signal?: AbortSignal): Promise<FormulaCheck> {
  return apiClient.call(attributesApi.formulaCheck, { body, signal });
}

export function useFormulaCheck(body: FormulaCheckRequest, enabled: boolean) {
  return useQuery({
    queryKey: attributeKeys.formulaCheck(body),
    queryFn: ({ signal }) => checkFormula(body, signal),
    enabled: enabled && body.formula.trim() !== '',
    staleTime: 10_000,
  });
}

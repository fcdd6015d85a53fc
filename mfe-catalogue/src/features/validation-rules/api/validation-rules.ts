import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { validationRulesApi, type ValidationRule, type ValidationRuleInput } from '@pimento/shared-kit/contracts/validation-rules';

/** React-query keys of validation rules and of the violations they find. */
export const ruleKeys = {
  all: ['catalogue', 'validation-rules'] as const,
  list: ['catalogue', 'validation-rules', 'list'] as const,
  violations: (productId: number) => ['catalogue', 'validation-rules', 'violations', productId] as const,
};

export function useValidationRules() {
  return useQuery({ queryKey: ruleKeys.list, queryFn: () => apiClient.call(validationRulesApi.list).then((answer) => answer.results) });
}

/** The rules a product breaks as stored; read again after each save (`ruleKeys.all`). */
export function useProductViolations(productId: number | null) {
  return useQuery({
    queryKey: ruleKeys.violations(productId ?? 0),
    queryFn: () => apiClient.call(validationRulesApi.productViolations, { params: { id: productId! } }).then((answer) => answer.results),
    enabled: productId !== null,
  });
}

export type RuleChange = { action: 'create'; body: ValidationRuleInput } | { action: 'update'; id: number; body: ValidationRuleInput } | { action: 'delete'; id: number };

export async function changeRule(change: RuleChange): Promise<ValidationRule | null> {
  switch (change.action) {
    case 'create':
      return apiClient.call(validationRulesApi.create, { body: change.body });
    case 'update':
      return apiClient.call(validationRulesApi.update, { params: { id: change.id }, body: change.body });
    case 'delete':
      await apiClient.call(validationRulesApi.delete, { params: { id: change.id } });
      return null;
  }
}

/** A rule changed: the rules and every product's violations are read again. */
export function useChangeRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRule, onSettled: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }) });
}

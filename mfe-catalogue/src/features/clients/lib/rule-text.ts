import type { TFunction } from 'i18next';
import type { Category } from '@pimento/shared-kit/contracts/categories';
import type { ProductRule } from '@pimento/shared-kit/contracts/clients';

/** One line saying what a rule selects, in the user's words ("In Cables or below", "3 chosen products"). */
export function ruleText(rule: ProductRule, categories: readonly Category[], t: TFunction<'catalogue'>): string {
  switch (rule.kind) {
    case 'products':
      return t('clients.rules.products', { count: rule.product_ids.length });
    case 'categories': {
      const names = new Map(categories.map((category) => [category.id, category.name]));
      return t('clients.rules.categories', { names: rule.category_ids.map((id) => names.get(id) ?? `#${id}`).join(', ') });
    }
    case 'filter':
      return t('clients.rules.filter', { count: rule.filters.length });
  }
}

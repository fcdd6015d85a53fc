import type { CurrentUser } from '@pimento/shared-kit/contracts/current-user';

/** The signed-in user as `GET /api/catalogue/current-user/` answers it (tests only): Ada, a plain user, changed by `overrides`. */
export function currentUserFixture(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    user: '00000000-0000-4000-8000-000000000001',
    username: 'ada',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    is_superuser: false,
    is_administrator: false,
    is_consultant: false,
    all_can_create: false,
    model_columns: [],
    product_columns: [],
    attribute_price_columns: [],
    user_settings: { sidebar: { nav_order: [], nav_children_order: {} }, shortcuts: [] },
    intercom_user_hash: '',
    language: 'en',
    language_code: 'en',
    group: [],
    company: { id: '00000000-0000-4000-8000-0000000000c0', name: 'Acme' },
    ...overrides,
  };
}

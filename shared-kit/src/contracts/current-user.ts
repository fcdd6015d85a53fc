import { z } from 'zod';
import { textSchema } from './input-guards.ts';
import { booleanResponseSchema, interfaceLanguageSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The sidebar keys of the spec §2 table (each maps to the route the table gives; the shell's
 * `sidebarOrderRoutes`).
 */
export const specSidebarKeys = [
  'products',
  'categories',
  'price-lists',
  'assets',
  'asset-categories',
  'imports',
  'exports',
  'clients',
  'parameters',
  'system',
] as const;

/**
 * Every sidebar entry of spec §1: the table's keys, then matrix, Fabdis 2 and 3, Bmecat, PDF,
 * dashboard, objects, advanced rights, help centre and assistant (routes in shell/README.md).
 */
export const sidebarKeySchema = z.enum([
  ...specSidebarKeys,
  'matrix',
  'fabdis',
  'bmecat',
  'pdf',
  'dashboard',
  'objects',
  'rights',
  'help',
  'assistant',
]);
export type SidebarKey = z.infer<typeof sidebarKeySchema>;

/** The user's saved sidebar order: top-level keys, and the order of each entry's children. */
export const sidebarSettingsSchema = z.strictObject({
  nav_order: z.array(sidebarKeySchema).max(50),
  nav_children_order: z.record(textSchema.max(50), z.array(textSchema.max(50)).max(50)),
});
export type SidebarSettings = z.infer<typeof sidebarSettingsSchema>;

/** A shortcut the user pinned: a label and an in-app path. */
export const shortcutSchema = z.strictObject({
  id: textSchema.min(1).max(64),
  label: textSchema.min(1).max(100),
  path: textSchema.regex(/^\//).max(500),
});
export type Shortcut = z.infer<typeof shortcutSchema>;

/** `GET /api/catalogue/pimento-user-store-data/`. */
export const userStoreDataSchema = z.strictObject({
  sidebar: sidebarSettingsSchema,
  shortcuts: z.array(shortcutSchema).max(50),
});
export type UserStoreData = z.infer<typeof userStoreDataSchema>;

/** `POST /api/catalogue/pimento-user-store-data/`: `{ sidebar }` or `{ shortcuts }`; answers the whole store data. */
export const userStoreDataUpdateSchema = z.union([
  z.strictObject({ sidebar: sidebarSettingsSchema }),
  z.strictObject({ shortcuts: z.array(shortcutSchema).max(50) }),
]);
export type UserStoreDataUpdate = z.infer<typeof userStoreDataUpdateSchema>;

/** A column key of the product or model listing. */
export const listingColumnsSchema = z.array(textSchema.max(100)).max(200);

export const userGroupSchema = z.strictObject({ id: z.uuid(), name: z.string() });

/** `GET /api/catalogue/current-user/`: every field of spec §3 "Current user". */
export const currentUserSchema = z.strictObject({
  /** The user's id. */
  user: z.uuid(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_superuser: z.boolean(),
  is_administrator: z.boolean(),
  is_consultant: z.boolean(),
  all_can_create: z.boolean(),
  model_columns: listingColumnsSchema,
  product_columns: listingColumnsSchema,
  attribute_price_columns: listingColumnsSchema,
  user_settings: userStoreDataSchema,
  /** Empty: no chat widget is configured in this deployment. */
  intercom_user_hash: z.string(),
  /** The interface language. */
  language: interfaceLanguageSchema,
  /** The language code help and content follow (same as `language`). */
  language_code: interfaceLanguageSchema,
  /** The groups the user belongs to (none for an administrator). */
  group: z.array(userGroupSchema),
  company: z.strictObject({ id: z.uuid(), name: z.string() }),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `PATCH /api/catalogue/current-user/`: the user's own profile fields; answers the current user. */
export const currentUserUpdateSchema = z.strictObject({
  language_code: interfaceLanguageSchema.optional(),
  first_name: textSchema.max(150).optional(),
  last_name: textSchema.max(150).optional(),
});
export type CurrentUserUpdate = z.infer<typeof currentUserUpdateSchema>;

/** The signed-in user's endpoints (docs/api.md, "Session bootstrap data"), declared once for the server and the client. */
export const currentUserApi = {
  /** Sidebar order and shortcuts. */
  storeData: defineEndpoint({ method: 'GET', path: '/api/catalogue/pimento-user-store-data/', response: userStoreDataSchema }),
  /** `{ sidebar }` or `{ shortcuts }`; answers the whole store data. */
  updateStoreData: defineEndpoint({ method: 'POST', path: '/api/catalogue/pimento-user-store-data/', body: userStoreDataUpdateSchema, response: userStoreDataSchema }),
  get: defineEndpoint({ method: 'GET', path: '/api/catalogue/current-user/', response: currentUserSchema }),
  /** The user's own profile fields (`language_code` sets the `language` cookie too). */
  update: defineEndpoint({ method: 'PATCH', path: '/api/catalogue/current-user/', body: currentUserUpdateSchema, response: currentUserSchema }),
  /** The user's own listing columns, per listing. */
  productColumns: defineEndpoint({ method: 'GET', path: '/api/catalogue/user/product-columns/', response: listingColumnsSchema }),
  modelColumns: defineEndpoint({ method: 'GET', path: '/api/catalogue/user/model-columns/', response: listingColumnsSchema }),
  priceColumns: defineEndpoint({ method: 'GET', path: '/api/catalogue/user/price-columns/', response: listingColumnsSchema }),
  /** The whole ordered list. */
  saveProductColumns: defineEndpoint({ method: 'POST', path: '/api/catalogue/user/product-columns/', body: listingColumnsSchema, response: listingColumnsSchema }),
  saveModelColumns: defineEndpoint({ method: 'POST', path: '/api/catalogue/user/model-columns/', body: listingColumnsSchema, response: listingColumnsSchema }),
  /** The `/price/` listing's columns (`attribute_price_columns`): price fields and `attribute.<code>` of price attributes. */
  savePriceColumns: defineEndpoint({ method: 'POST', path: '/api/catalogue/user/price-columns/', body: listingColumnsSchema, response: listingColumnsSchema }),
  allCanCreate: defineEndpoint({ method: 'GET', path: '/api/catalogue/user/all-can-create/', response: booleanResponseSchema }),
  isConsultant: defineEndpoint({ method: 'GET', path: '/api/catalogue/utils/is-consultant/', response: booleanResponseSchema }),
  isSuperuser: defineEndpoint({ method: 'GET', path: '/api/catalogue/utils/is-superuser/', response: booleanResponseSchema }),
};

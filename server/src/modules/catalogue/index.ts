/**
 * The catalogue kernel's door: what products, models and every other module use of the catalogue's
 * storage and listing engine (docs/catalogue-storage.md, docs/server.md "The catalogue kernel").
 * Modules import this file only; the files behind it import each other directly.
 */

// The company's catalogue context, loaded once per request, and the shared helpers of a save.
export type { CatalogueContext } from './context.ts';
export { changedAttributeIds, checkText, diffFields, loadCatalogueContext, valueLayout } from './context.ts';

// Rights on catalogue objects under advanced rights, and the groups an object may be given.
export { assertCatalogueRight, catalogueRights, groupsWithRight, restrictedByGroups } from './rights.ts';
export { assertCompanyGroups, companyGroupIds } from './group-references.ts';

// The save of a product or a model: rights, version, preparation, write, history.
export type { CatalogueSave, PreparedSave, StoredObject } from './save.ts';
export { groupsForCreation, saveCatalogueObject } from './save.ts';

// Values: the rules a saved value follows, the typed index rows, operations on stored values.
// Which table indexes a type and whether it holds lists are its shared-kit module's
// (`attributeTypeModules[type].indexTable`, `.multiValued`).
export type { ValueCheck } from './value-rules.ts';
export { applyValues, checkValues } from './value-rules.ts';
export type { IndexedAttribute, IndexRows } from './value-index.ts';
export { addIndexRows, emptyIndexRows, reindexSameValue, replaceIndexRowPairs, writeChangedIndexRows, writeIndexRows } from './value-index.ts';
export { holdCatalogueChanges, releaseCatalogueChanges } from './held-changes.ts';
export { countLanguageValues, deleteAttributeValues, deleteLanguageValues, isUniqueValueTaken, lockUniqueValue } from './value-store.ts';

// Listing filters compiled to SQL (an attribute's operators and values are its type module's),
// and the columns a listing may ask for.
export type { ClientRules, FilterAttribute, FilterSource, FilterValueCheck, SqlParts } from './filter-sql.ts';
export { comparison, filterConditions, filterSources, sqlParts, textColumnCondition, timeColumnCondition, unionCondition } from './filter-sql.ts';
export { assertKnownColumns, modelBuiltInColumns, productBuiltInColumns } from './listing-columns.ts';

// The product listing: pages, counts and the selection of bulk actions.
export type { SearchScope } from './product-search.ts';
export { countProducts, encodeCursor, intersection, productScope, productSearchScope, searchProducts } from './product-search.ts';
export { matchPastedValues } from './pasted-matches.ts';

// The in-process caches of the listing and the plugin that owns them.
export type { CatalogueCaches, CatalogueModule } from './plugin.ts';
export { catalogueCachesOf, cataloguePlugin } from './plugin.ts';

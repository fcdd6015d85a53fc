import type { SeedArticle } from './article.ts';
import { assets } from './assets.ts';
import { attributes } from './attributes.ts';
import { categories } from './categories.ts';
import { clientsAndCompletion } from './clients-and-completion.ts';
import { connections } from './connections.ts';
import { catalogueExports } from './exports.ts';
import { feeds } from './feeds.ts';
import { helpCentre } from './help-centre.ts';
import { imports } from './imports.ts';
import { peopleAndRights } from './people-and-rights.ts';
import { prices } from './prices.ts';
import { productsAndModels } from './products-and-models.ts';
import { resetPassword } from './reset-password.ts';
import { settings } from './settings.ts';
import { sidebar } from './sidebar.ts';
import { signIn } from './sign-in.ts';

export type { SeedArticle } from './article.ts';

/** The articles a release ships, in the help centre's order: first steps, then the catalogue, then the way out, then settings. */
export const helpArticles: SeedArticle[] = [
  signIn,
  resetPassword,
  sidebar,
  helpCentre,
  productsAndModels,
  attributes,
  categories,
  assets,
  prices,
  imports,
  catalogueExports,
  feeds,
  clientsAndCompletion,
  settings,
  peopleAndRights,
  connections,
];

import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { brokenPasswordRules } from '../modules/auth/password-policy.ts';
import { findCompanyByName } from '../modules/companies/repository.ts';
import { createCompanyWithAdministrator, type CreatedCompany } from '../modules/companies/service.ts';
import { insertDemoCatalogueJob } from '../modules/demo-catalogue/service.ts';
import { upsertHelpArticle, upsertSidebarRelation } from '../modules/help/repository.ts';
import { helpArticles } from './help-articles/index.ts';
import { platformLanguages } from './languages.ts';

export const DEMO_COMPANY_NAME = 'Pimento Demo';

/** Platform content every deployment needs: languages and help articles. Idempotent. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const language of platformLanguages) {
      await tx.query(
        `INSERT INTO languages (code, label_en, label_fr) VALUES ($1, $2, $3)
         ON CONFLICT (code) DO UPDATE SET label_en = excluded.label_en, label_fr = excluded.label_fr`,
        [language.code, language.label_en, language.label_fr],
      );
    }
    for (const [position, article] of helpArticles.entries()) {
      const id = await upsertHelpArticle(
        tx,
        {
          slug: article.slug,
          title_en: article.title_en,
          title_fr: article.title_fr,
          content_en: article.content_en,
          content_fr: article.content_fr,
          attachments: article.attachments ?? [],
        },
        position,
      );
      for (const path of article.paths) await upsertSidebarRelation(tx, path, id);
    }
  });
}

/**
 * The demo company and its administrator (`PIMENTO_ADMIN_USERNAME` / `PIMENTO_ADMIN_PASSWORD`, else
 * the demo credentials), created once: an existing demo company is left as it is. Answers the
 * company and its administrator when this call created them.
 */
export async function seedDemoCompany(db: Database, config: Config, logger: Logger): Promise<CreatedCompany | null> {
  if ((await findCompanyByName(db, DEMO_COMPANY_NAME)) !== null) return null;
  const username = config.demoAdminUsername;
  const broken = brokenPasswordRules(config.demoAdminPassword, { username, email: '', firstName: '', lastName: '' });
  if (broken.length > 0) {
    throw new Error(`PIMENTO_ADMIN_PASSWORD breaks the password rules: ${broken.join(', ')}`);
  }
  const created = await createCompanyWithAdministrator(
    { db },
    {
      name: DEMO_COMPANY_NAME,
      administrator: {
        username,
        password: config.demoAdminPassword,
        email: `${username}@demo.pimento.local`,
        firstName: 'Demo',
        lastName: 'Administrator',
        language: 'en',
      },
    },
  );
  logger.info({ company: created.company.name, username }, 'demo company created');
  return created;
}

/**
 * The demo catalogue, asked for once: when this start created the demo company, unless
 * `PIMENTO_DEMO_CATALOGUE=off`. A durable job the worker runs after the start (a restart resumes
 * it; a later start finds the company and asks nothing).
 */
async function seedDemoCatalogue(db: Database, created: CreatedCompany, logger: Logger): Promise<void> {
  const owner = { companyId: created.company.id, userId: created.administrator.id };
  const task = await db.withTenant(owner.companyId, (tx) => insertDemoCatalogueJob(tx, owner));
  logger.info({ company: created.company.name, task: task.id }, 'demo catalogue queued');
}

export async function seed(db: Database, config: Config, logger: Logger): Promise<void> {
  await seedReferenceData(db);
  const created = await seedDemoCompany(db, config, logger);
  if (created !== null && config.demoCatalogue) await seedDemoCatalogue(db, created, logger);
}

import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { sendEmailConfirmation } from '../auth/service.ts';
import { findCompanyByName } from '../companies/repository.ts';
import { createCompanyWithAdministrator } from '../companies/service.ts';
import { createUser } from '../users/service.ts';
import type { CommandResult, CreateCompanyCommand, CreateUserCommand } from './schemas.ts';

export type CommandDeps = {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: { warn(object: unknown, message: string): void };
  /** The file storage (imports); the serving process passes its own. */
  storage?: FileStorage;
  /** Whether job workers already run for this database (the serving process on PGlite): else the command runs its jobs itself. */
  workersRun?: boolean;
};

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'company';
}

/** Operator command: a company and its first administrator, created together or not at all. */
export async function createCompanyCommand(deps: CommandDeps, input: CreateCompanyCommand): Promise<CommandResult> {
  const created = await createCompanyWithAdministrator(deps, {
    name: input.name,
    administrator: {
      username: input.admin_username,
      password: input.admin_password,
      email: input.admin_email ?? `${input.admin_username.replace(/\s/g, '_')}@${slug(input.name)}.invalid`,
      firstName: input.admin_first_name ?? '',
      lastName: input.admin_last_name ?? '',
      language: input.admin_language ?? 'en',
    },
  });
  return {
    message: `Company "${created.company.name}" created with administrator "${created.administrator.username}".`,
    ids: { company_id: created.company.id, user_id: created.administrator.id },
  };
}

/** Operator command: a user of an existing company; an e-mail confirmation link is sent after. */
export async function createUserCommand(deps: CommandDeps, input: CreateUserCommand): Promise<CommandResult> {
  const user = await deps.db.transaction(async (tx) => {
    const company = await findCompanyByName(tx, input.company);
    if (company === null) throw new AppError(404, 'company.not_found', { fields: { company: ['company.not_found'] } });
    return createUser(tx, company.id, {
      username: input.username,
      password: input.password,
      email: input.email,
      firstName: input.first_name ?? '',
      lastName: input.last_name ?? '',
      language: input.language ?? 'en',
      isAdministrator: input.administrator ?? false,
      isSuperuser: input.superuser ?? false,
      isConsultant: input.consultant ?? false,
    });
  });
  try {
    await sendEmailConfirmation(deps.db, user, deps);
  } catch (error) {
    // The user exists either way; the address can be confirmed later.
    deps.log.warn({ err: error, userId: user.id }, 'e-mail confirmation could not be sent');
  }
  return { message: `User "${user.username}" created in company "${input.company}".`, ids: { user_id: user.id } };
}

import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@pimento/shared-kit/contracts/auth';
import { interfaceLanguageSchema } from '@pimento/shared-kit/contracts/common';
import { textSchema } from '@pimento/shared-kit/contracts/input-guards';
import { z } from 'zod';

/** `pimento company create`: a company and its first administrator. */
export const createCompanyCommandSchema = z.strictObject({
  name: textSchema.trim().min(1).max(100),
  admin_username: textSchema.trim().min(1).max(USERNAME_MAX_LENGTH),
  admin_password: textSchema.min(1).max(PASSWORD_MAX_LENGTH),
  admin_email: z.email().max(EMAIL_MAX_LENGTH).optional(),
  admin_first_name: textSchema.max(150).optional(),
  admin_last_name: textSchema.max(150).optional(),
  admin_language: interfaceLanguageSchema.optional(),
});
export type CreateCompanyCommand = z.infer<typeof createCompanyCommandSchema>;

/** `pimento user create`: a user of an existing company, found by name. */
export const createUserCommandSchema = z.strictObject({
  company: textSchema.trim().min(1).max(100),
  username: textSchema.trim().min(1).max(USERNAME_MAX_LENGTH),
  password: textSchema.min(1).max(PASSWORD_MAX_LENGTH),
  email: z.email().max(EMAIL_MAX_LENGTH),
  first_name: textSchema.max(150).optional(),
  last_name: textSchema.max(150).optional(),
  language: interfaceLanguageSchema.optional(),
  administrator: z.boolean().optional(),
  superuser: z.boolean().optional(),
  consultant: z.boolean().optional(),
});
export type CreateUserCommand = z.infer<typeof createUserCommandSchema>;

/** `pimento import`: a file imported into a company through the import engine. */
export const importCommandSchema = z.strictObject({
  company: textSchema.trim().min(1).max(100),
  /** A path on the machine of the server (the CLI and the server share it). */
  file: textSchema.min(1).max(4096),
  template: textSchema.trim().min(1).max(200).optional(),
  dry_run: z.boolean().optional(),
});
export type ImportCommand = z.infer<typeof importCommandSchema>;

/** `pimento export`: the catalogue (or a filter of it) written to a file through the export engine. */
export const exportCommandSchema = z.strictObject({
  company: textSchema.trim().min(1).max(100),
  format: z.enum(['quick-csv', 'quick-xlsx', 'quick-json', 'matrix', 'single-product-matrix', 'pdf', 'assets-zip', 'assets-xlsx']),
  /** A matrix template's name (`--format matrix` only); without it, every attribute. An asset export template's (`assets-*`, required). */
  template: textSchema.trim().min(1).max(200).optional(),
  /** Listing filters (`[{ "field": "status", "operator": "equals", "value": "active" }]`), as JSON text. */
  filter: textSchema.max(1_000_000).optional(),
  /** Where the file is written, on the machine of the server (the CLI and the server share it). */
  out: textSchema.min(1).max(4096),
});
export type ExportCommand = z.infer<typeof exportCommandSchema>;

export type CommandResult = { message: string; ids: Record<string, string>; summary?: unknown };

import type { RemoteName } from '@pimento/shared-kit/contracts/remotes';
import type { CompanyFlags } from '@pimento/shared-kit/remote/remote-props';

import type { SidebarKey } from '@pimento/shared-kit/contracts/current-user';

export type { SidebarKey };

export type SidebarEntry = {
  key: SidebarKey;
  /** Where the entry leads (spec §2 table for the keys it lists). */
  route: string;
  remote: RemoteName;
  /** Company flag that must be on for the entry to show. */
  flag?: string;
};

/** The sidebar of spec §1, in its default order. */
export const sidebarEntries: readonly SidebarEntry[] = [
  { key: 'products', route: '/products/', remote: 'catalogue' },
  { key: 'categories', route: '/category/', remote: 'catalogue' },
  { key: 'price-lists', route: '/price/', remote: 'catalogue' },
  { key: 'parameters', route: '/attributes/', remote: 'catalogue' },
  { key: 'assets', route: '/asset/', remote: 'assets' },
  { key: 'asset-categories', route: '/asset/categories/', remote: 'assets' },
  { key: 'imports', route: '/imports/', remote: 'imports' },
  { key: 'exports', route: '/exports/', remote: 'exports' },
  { key: 'matrix', route: '/exports/matrix/', remote: 'exports' },
  { key: 'fabdis', route: '/exports/?type=fabdis', remote: 'exports', flag: 'fabdis_activated' },
  { key: 'bmecat', route: '/exports/?type=bmecat', remote: 'exports', flag: 'bmecat_activated' },
  { key: 'pdf', route: '/exports/pdf/', remote: 'exports', flag: 'pdf_activated' },
  { key: 'clients', route: '/clients/', remote: 'catalogue', flag: 'clients_feature_activated' },
  { key: 'dashboard', route: '/dashboard/', remote: 'catalogue', flag: 'dashboard_activated' },
  { key: 'objects', route: '/pimento-object/', remote: 'catalogue', flag: 'object_activated' },
  { key: 'system', route: '/settings/company/?tab=company', remote: 'settings' },
  { key: 'rights', route: '/settings/rights/', remote: 'settings', flag: 'use_advanced_rights' },
  { key: 'help', route: '/help/', remote: 'settings' },
  { key: 'assistant', route: '/assistant/', remote: 'assistant', flag: 'ai_features_activated' },
];

/** Entries the company has: feature on and remote enabled. */
export function visibleEntries(
  entries: readonly SidebarEntry[],
  flags: CompanyFlags,
  enabledRemotes: ReadonlySet<RemoteName>,
): SidebarEntry[] {
  return entries.filter((entry) => enabledRemotes.has(entry.remote) && (!entry.flag || flags[entry.flag] === true));
}

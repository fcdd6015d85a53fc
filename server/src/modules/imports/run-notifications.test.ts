import { runNotificationText } from './run-notifications.ts';

test('run notifications are written in the user’s language', () => {
  expect(runNotificationText('fr', 'launched', 'Fournisseur A', { created: 3, updated: 1, error: 0 })).toEqual({
    title: 'Import « Fournisseur A » terminé',
    description: '3 créés, 1 modifiés, 0 lignes en erreur.',
  });
  expect(runNotificationText('de', 'failed', 'Supplier', {}).title).toBe('Import "Supplier" stopped');
});

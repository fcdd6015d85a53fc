import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { productKeys } from '../../products/api/query-keys';
import { attributeKeys } from '../api/query-keys';

/**
 * Keeps every open browser up to date: the server's attribute messages on the shared bus
 * invalidate the queries they concern (id/label list and tree; languages and labels).
 */
export function useAttributeLiveUpdates(): void {
  const { bus } = useRemoteProps();
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = bus.on('ws').subscribe(({ message }) => {
      switch (message.type) {
        case 'attribute_id_label_updated':
          // The echo of this browser's own save arrives while its refetch runs: join it, do not fetch twice.
          void queryClient.invalidateQueries({ queryKey: attributeKeys.idLabels }, { cancelRefetch: false });
          void queryClient.invalidateQueries({ queryKey: attributeKeys.trees }, { cancelRefetch: false });
          break;
        case 'possible_languages_changed':
          void queryClient.invalidateQueries({ queryKey: attributeKeys.languages });
          void queryClient.invalidateQueries({ queryKey: productKeys.all });
          break;
        case 'attribute_label_language_updated':
          void queryClient.invalidateQueries({ queryKey: attributeKeys.labelLanguages });
          void queryClient.invalidateQueries({ queryKey: attributeKeys.all });
          break;
        default:
          break;
      }
    });
    return () => subscription.unsubscribe();
  }, [bus, queryClient]);
}

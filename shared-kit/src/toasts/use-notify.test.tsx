import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toApiError } from '@pimento/shared-kit/client/api-error';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('useNotify: the one way to tell how an action went', () => {
  beforeEach(() => useToastStore.getState().clear());
  afterEach(() => i18n.changeLanguage('en'));

  it('raises a failed call as an error toast in the interface language, from its error code, once the messages have loaded', async () => {
    await i18n.changeLanguage('fr');
    const { result } = renderHook(() => useNotify(), { wrapper });
    act(() => result.current.error(toApiError(500, { code: 'internal-server-error' })));
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    const [raised] = useToastStore.getState().toasts;
    expect(raised?.type).toBe('error');
    expect(raised?.title).toBe(errorMessage('internal-server-error', 'fr'));
    expect(raised?.title).not.toBe(errorMessage('internal-server-error', 'en'));
  });

  it('raises successes, information and warnings as toasts of their type', () => {
    const { result } = renderHook(() => useNotify(), { wrapper });
    act(() => {
      result.current.success('Saved');
      result.current.info('Started', 'in the background');
      result.current.warning('Not empty');
    });
    expect(useToastStore.getState().toasts.map((toast) => [toast.type, toast.title, toast.message])).toEqual([
      ['success', 'Saved', undefined],
      ['info', 'Started', 'in the background'],
      ['warning', 'Not empty', undefined],
    ]);
  });
});

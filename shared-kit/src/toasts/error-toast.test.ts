import { toApiError } from '@pimento/shared-kit/client/api-error';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';

describe('showErrorToast when the error messages cannot load', () => {
  beforeEach(() => useToastStore.getState().clear());

  it("shows the first screen's own message in the interface language", async () => {
    jest.resetModules();
    jest.doMock('@pimento/shared-kit/client/translate-error', () => {
      throw new Error('ChunkLoadError');
    });
    const { showErrorToast } = await import('@pimento/shared-kit/toasts/error-toast');
    const { useToastStore: store } = await import('@pimento/shared-kit/toasts/toast-store');
    await showErrorToast(toApiError(400, { code: 'validation.invalid' }), 'fr');
    expect(store.getState().toasts.map((toast) => [toast.type, toast.title])).toEqual([['error', "Le serveur n'a pas répondu"]]);
  });
});

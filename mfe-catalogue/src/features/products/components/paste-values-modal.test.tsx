import '../../../lib/jsdom-message-channel';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { pastedValuesApi } from '@pimento/shared-kit/contracts/product-filters';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { PasteValuesModal } from './paste-values-modal';

registerCatalogueStrings();

/** What the API client reads of a fetch answer (jsdom has no `Response`). */
const json = (body: unknown, status = 200) => ({ status, ok: status < 300, json: async () => body }) as unknown as Response;

/** jsdom's Blob has no text(); the BOM is kept (a text read would drop it). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('a pasted list of SKUs', () => {
  const sent: unknown[] = [];
  let answer: unknown;
  beforeEach(() => {
    sent.length = 0;
    const exp = encodeURIComponent(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
    document.cookie = `pimento_access_payload=${exp}; path=/`;
    document.cookie = `pimento_refresh_payload=${exp}; path=/`;
    document.cookie = 'pimento_csrf=token; path=/';
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe(endpointPath(pastedValuesApi.match, {}));
      sent.push(JSON.parse(String(init?.body)));
      return json(answer);
    }) as typeof fetch;
  });

  const paste = (text: string) => fireEvent.change(screen.getByTestId('paste-input'), { target: { value: text } });

  it('filters at once when every value matched, on the catalogue’s own spelling', async () => {
    answer = { matched: ['CAB-1', 'CAB-2'], matched_ignoring_case: 1, missing: [], ambiguous: [] };
    const onApply = jest.fn();
    renderWithProviders(<PasteValuesModal open entity="product" onApply={onApply} onClose={jest.fn()} />);
    paste('CAB-1\ncab-2');
    await userEvent.click(screen.getByTestId('paste-apply'));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ field: 'sku', operator: 'among', value: ['CAB-1', 'CAB-2'] }));
    expect(sent).toEqual([{ field: 'sku', values: ['CAB-1', 'cab-2'] }]);
  });

  it('names the values that matched nothing, offers them as a file, then filters on the ones found', async () => {
    answer = { matched: ['CAB-1'], matched_ignoring_case: 0, missing: ['NOPE-1', 'NOPE-2'], ambiguous: ['lamp-9'] };
    const onApply = jest.fn();
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:misses';
    });
    URL.revokeObjectURL = jest.fn();
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderWithProviders(<PasteValuesModal open entity="product" onApply={onApply} onClose={jest.fn()} />);
    paste('CAB-1\nNOPE-1\nNOPE-2\nlamp-9');
    await userEvent.click(screen.getByTestId('paste-apply'));

    const report = await screen.findByTestId('paste-report');
    expect(onApply).not.toHaveBeenCalled();
    expect(report).toHaveTextContent('1 of 4 values found');
    expect(report).toHaveTextContent('3 values matched nothing');
    expect(screen.getByTestId('paste-misses')).toHaveTextContent('NOPE-1 not found');
    expect(screen.getByTestId('paste-misses')).toHaveTextContent('lamp-9 several match ignoring case, none exactly');

    await userEvent.click(screen.getByTestId('paste-download-misses'));
    expect(downloads).toEqual(['values-not-found.csv']);
    expect(await blobText(created[0]!)).toBe('\ufeffValue,Reason\r\nNOPE-1,not found\r\nNOPE-2,not found\r\nlamp-9,"several match ignoring case, none exactly"\r\n');

    expect(screen.getByTestId('paste-apply')).toHaveTextContent('Filter on the 1 found');
    await userEvent.click(screen.getByTestId('paste-apply'));
    expect(onApply).toHaveBeenCalledWith({ field: 'sku', operator: 'among', value: ['CAB-1'] });
    expect(sent).toHaveLength(1);
  });

  it('checks again when the list changes after a report', async () => {
    answer = { matched: [], matched_ignoring_case: 0, missing: ['X'], ambiguous: [] };
    renderWithProviders(<PasteValuesModal open entity="model" onApply={jest.fn()} onClose={jest.fn()} />);
    paste('X');
    await userEvent.click(screen.getByTestId('paste-apply'));
    await screen.findByTestId('paste-report');
    expect(screen.getByTestId('paste-apply')).toBeDisabled();
    paste('X\nY');
    expect(screen.queryByTestId('paste-report')).not.toBeInTheDocument();
    expect(screen.getByTestId('paste-apply')).toBeEnabled();
    expect(sent).toEqual([{ field: 'reference', values: ['X'] }]);
  });
});

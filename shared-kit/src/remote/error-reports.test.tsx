import type { ErrorReportContext } from '@pimento/shared-kit/remote/error-reports';

// Each test loads the module afresh: its sink and queue are module state.
const load = async () => {
  jest.resetModules();
  return import('@pimento/shared-kit/remote/error-reports');
};

describe('reported errors', () => {
  it('wait for the sink when they come before the reporting service has loaded, then go to it in order', async () => {
    const { installErrorSink, reportError } = await load();
    reportError(new Error('first'), { remote: 'catalogue', build: 'catalogue@1.0.0' });
    reportError(new Error('second'), { remote: 'shell' });
    const received: [string, ErrorReportContext][] = [];
    installErrorSink((error, context) => received.push([(error as Error).message, context]));
    reportError(new Error('third'), { remote: 'settings' });
    expect(received).toEqual([
      ['first', { remote: 'catalogue', build: 'catalogue@1.0.0' }],
      ['second', { remote: 'shell' }],
      ['third', { remote: 'settings' }],
    ]);
  });

  it('are dropped when no reporting is configured, and never pile up meanwhile', async () => {
    const { installErrorSink, reportError } = await load();
    for (let index = 0; index < 50; index += 1) reportError(new Error(String(index)), { remote: 'shell' });
    const received: unknown[] = [];
    installErrorSink((error) => received.push(error));
    expect(received).toHaveLength(20);
    const next = await load();
    next.reportError(new Error('before'), { remote: 'shell' });
    next.discardErrorReports();
    next.reportError(new Error('after'), { remote: 'shell' });
    const none: unknown[] = [];
    next.installErrorSink((error) => none.push(error));
    expect(none).toEqual([]);
  });
});

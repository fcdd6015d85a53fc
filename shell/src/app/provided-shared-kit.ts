// shared-kit modules the shell does not render itself but every remote uses: importing them here (from the
// signed-in part of the shell) makes the shell provide them in its `later` file (loaded-first), so a remote
// loads only its remoteEntry and its code. None of them loads antd: the signed-in frame's first render
// carries none (issue 3).
// A remote's lifecycles under the providers it chooses (the catalogue: `BaseProviders`, no antd).
import '@pimento/shared-kit/remote/create-remote-lifecycles-with';
import '@pimento/shared-kit/remote/remote-error-boundary';
import '@pimento/shared-kit/remote/remote-props';
import '@pimento/shared-kit/remote/use-remote-props';
import '@pimento/shared-kit/ui/page-frame';
import '@pimento/shared-kit/ui/planned-page';
import '@pimento/shared-kit/ui/plain/kit';

/**
 * Never called: its dynamic imports make the shell's build provide these modules (shared modules over
 * the shell's antd) without loading them with the signed-in part. Every antd family is here:
 * `webpack/create-config.js` puts each in its file (`lazyAntdFamilies` in webpack/shared-deps.js),
 * fetched when a page first renders one. `create-remote-lifecycles` wraps a remote in antd's
 * providers: a remote that uses it loads antd's core when it mounts, the frame does not.
 */
export const provideLazyAntdFamilies = () =>
  Promise.all([
    import('@pimento/shared-kit/remote/create-remote-lifecycles'),
    import('@pimento/shared-kit/ui/app-providers'),
    import('@pimento/shared-kit/ui/antd-core'),
    import('@pimento/shared-kit/ui/antd-frame'),
    import('@pimento/shared-kit/ui/antd-table'),
    import('@pimento/shared-kit/ui/antd-select'),
    import('@pimento/shared-kit/ui/antd-inputs'),
    import('@pimento/shared-kit/ui/antd-form'),
    import('@pimento/shared-kit/ui/antd-pickers'),
    import('@pimento/shared-kit/ui/antd-tree'),
    import('@pimento/shared-kit/ui/antd-content'),
  ]);

// shared-kit modules the shell does not render itself but every remote uses: importing them here (from the
// signed-in part of the shell) makes the shell provide them in its `later` file (loaded-first), so a remote
// loads only its remoteEntry and its code. The other antd families (forms, pickers, trees, content) are
// provided too but not loaded here: `provideLazyAntdFamilies` below names them, and
// `webpack/create-config.js` puts each in a file (`lazyAntdFamilies` in webpack/shared-deps.js) fetched
// when a page first renders one.
import '@pimento/shared-kit/remote/create-remote-lifecycles';
import '@pimento/shared-kit/remote/remote-error-boundary';
import '@pimento/shared-kit/remote/remote-props';
import '@pimento/shared-kit/remote/use-remote-props';
import '@pimento/shared-kit/ui/page-frame';
import '@pimento/shared-kit/ui/planned-page';
import '@pimento/shared-kit/ui/antd-frame';
// The listings' families: most screens are listings (a file of their own would be one more request on /products/).
import '@pimento/shared-kit/ui/antd-table';
import '@pimento/shared-kit/ui/antd-select';
import '@pimento/shared-kit/ui/antd-inputs';

/**
 * Never called: its dynamic imports make the shell's build provide these antd families (shared modules
 * over the shell's antd) without loading them with the signed-in part. A remote's page fetches the
 * family's file when it first renders one.
 */
export const provideLazyAntdFamilies = () =>
  Promise.all([
    import('@pimento/shared-kit/ui/antd-form'),
    import('@pimento/shared-kit/ui/antd-pickers'),
    import('@pimento/shared-kit/ui/antd-tree'),
    import('@pimento/shared-kit/ui/antd-content'),
  ]);

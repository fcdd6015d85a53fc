// What the shell provides to the remotes without loading it: every antd family and every other antd
// component, all over the shell's one antd (one theme, locale and `App` context). A dynamic import
// makes webpack provide a shared module in a file of its own, fetched the first time a page
// consumes it; this function is never called, its imports exist for the build alone.
// `AntdComponentsPlugin` (webpack/antd-components.js) fails the shell's build when an antd component
// outside the families is missing here (an antd upgrade adding one), and a remote's build when it
// imports an antd path the shell does not provide this way.

/**
 * Never called: makes the shell's build provide these shared modules without loading them.
 * @public (exported so the build keeps it)
 */
export const provideAntd = () =>
  Promise.all([
    // The families (`lazyAntdFamilies` in webpack/shared-deps.js), each in its file.
    import('@pimento/shared-kit/ui/antd-core'),
    import('@pimento/shared-kit/ui/antd-frame'),
    import('@pimento/shared-kit/ui/antd-table'),
    import('@pimento/shared-kit/ui/antd-select'),
    import('@pimento/shared-kit/ui/antd-inputs'),
    import('@pimento/shared-kit/ui/antd-form'),
    import('@pimento/shared-kit/ui/antd-pickers'),
    import('@pimento/shared-kit/ui/antd-tree'),
    import('@pimento/shared-kit/ui/antd-content'),
    // Every antd component no family holds, each in its file (`antdComponentsOutsideFamilies`):
    // a remote renders one with the shell's antd, without a new shell build.
    import('antd/es/affix'),
    import('antd/es/anchor'),
    import('antd/es/back-top'),
    import('antd/es/border-beam'),
    import('antd/es/calendar'),
    import('antd/es/carousel'),
    import('antd/es/cascader'),
    import('antd/es/collapse'),
    import('antd/es/color-picker'),
    import('antd/es/float-button'),
    import('antd/es/grid'),
    import('antd/es/image'),
    import('antd/es/layout'),
    import('antd/es/listy'),
    import('antd/es/masonry'),
    import('antd/es/mentions'),
    import('antd/es/menu'),
    import('antd/es/pagination'),
    import('antd/es/popconfirm'),
    import('antd/es/qr-code'),
    import('antd/es/rate'),
    import('antd/es/slider'),
    import('antd/es/splitter'),
    import('antd/es/statistic'),
    import('antd/es/steps'),
    import('antd/es/theme'),
    import('antd/es/tour'),
    import('antd/es/transfer'),
    import('antd/es/tree-select'),
    import('antd/es/upload'),
    import('antd/es/watermark'),
  ]);

// Flat ESLint config for the whole suite.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * antd comes through its family facades, which the shell shares as tree-shaken singletons
 * (shell/README.md); a component no family holds is imported as `antd/es/<component>`, which the
 * shell provides too (docs/new-remote.md; the build's AntdComponentsPlugin checks which).
 */
const antdFacadeOnly = {
  regex: '^antd(?!/es/[a-z-]+$)(/|$)',
  message: "Import antd from its family facade '@pimento/shared-kit/ui/antd-<family>' (core, frame, table, select, inputs, pickers, tree, content), or a component no family holds as 'antd/es/<component>'.",
};
const antdFacades = ['shared-kit/src/ui/antd-*.tsx'];

const remotes = ['mfe-catalogue', 'mfe-assets', 'mfe-imports', 'mfe-exports', 'mfe-settings', 'mfe-assistant'];

/** A remote ships on its own: it may import only @pimento/shared-kit and libraries (ARCHITECTURE §1). */
const remoteBoundary = {
  files: remotes.map((remote) => `${remote}/**/*.{ts,tsx}`),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^@pimento/(?!shared-kit(/|$))',
            message: 'A remote imports only @pimento/shared-kit, never the shell, the server or another remote.',
          },
          {
            regex: '(^|/)(shell|server|mfe-[a-z]+)/',
            message: 'A remote imports only @pimento/shared-kit, never the shell, the server or another remote.',
          },
          antdFacadeOnly,
        ],
      },
    ],
  },
};

/** The shell loads remotes at run time only; it never imports one at build time. */
const shellPatterns = [
  {
    regex: '^@pimento/(mfe-|server)',
    message: 'The shell and shared-kit never import a remote or the server; remotes are loaded at run time.',
  },
];
const shellBoundary = {
  files: ['shell/**/*.{ts,tsx}', 'shared-kit/**/*.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { patterns: [...shellPatterns, antdFacadeOnly] }] },
};
/** The family facades are the one place that imports antd. */
const antdFacadeItself = {
  files: antdFacades,
  rules: { 'no-restricted-imports': ['error', { patterns: shellPatterns }] },
};
/** Everything else in the browser packages (e2e, bench, webpack configs are not bundled with antd). */
const antdElsewhere = {
  files: ['e2e/**/*.{ts,tsx}', 'bench/**/*.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { patterns: [antdFacadeOnly] }] },
};

/**
 * The catalogue kernel has one door (docs/server.md "The catalogue kernel"): server code outside
 * `server/src/modules/catalogue/` imports `catalogue/index.ts` only; tests may also create
 * attribute definitions with its `fixtures.ts`.
 */
const catalogueDoor = (allowed) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: String.raw`^\.{1,2}/(.*/)?catalogue/(?!(${allowed})\.ts$)`,
          message: "Import the catalogue kernel through its door, 'modules/catalogue/index.ts' (tests may also use 'catalogue/fixtures.ts').",
        },
      ],
    },
  ],
});
const catalogueKernelDoor = {
  files: ['server/src/**/*.ts', 'server/test/**/*.ts'],
  ignores: ['server/src/modules/catalogue/**'],
  rules: catalogueDoor('index'),
};
const catalogueKernelDoorInTests = {
  files: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
  ignores: ['server/src/modules/catalogue/**'],
  rules: catalogueDoor('index|fixtures'),
};

/**
 * Colours are design tokens (`shared-kit/src/design/tokens.ts`): a hex, rgb() or hsl() colour
 * written anywhere else is refused, in strings and in CSS template literals alike. Screens use
 * `palette.*` / `shadows.*`, CSS uses `var(--pimento-<token>)`.
 */
const colourPattern = String.raw`(#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![\w-])|\b(rgba?|hsla?)\()`;
const colourMessage = 'Colours come from the design tokens (shared-kit/src/design/tokens.ts): palette.<name>, shadows.<name> or var(--pimento-<name>).';
const tokensOnly = {
  files: ['shell/src/**/*.{ts,tsx}', 'shared-kit/src/**/*.{ts,tsx}', ...remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`)],
  ignores: [
    'shared-kit/src/design/tokens.ts',
    '**/*.test.{ts,tsx}',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `Literal[value=/${colourPattern}/]`, message: colourMessage },
      { selector: `TemplateElement[value.raw=/${colourPattern}/]`, message: colourMessage },
    ],
  },
};

/**
 * A comment says what and why, not where the work came from: a tracker number or a work session
 * means nothing to the next reader, and the history of the work is in git.
 */
const commentsSayWhy = {
  rules: {
    'no-work-history': {
      meta: { type: 'suggestion', schema: [], messages: { history: 'Say what and why instead of citing "{{ cited }}": the history of the work is in git.' } },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const cited = /\b(issues? ?#?\d+|session \d+|stop \d+)/i.exec(comment.value);
              if (cited) context.report({ loc: comment.loc, messageId: 'history', data: { cited: cited[0] } });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/data/**',
      'coverage/**',
      'e2e/artifacts/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'deploy/remotes/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { pimento: commentsSayWhy },
    rules: {
      'pimento/no-work-history': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Hooks live in .ts files too (use-*.ts): the same rules there.
    files: ['**/*.tsx', 'shell/src/**/*.ts', 'shared-kit/src/**/*.ts', ...remotes.map((remote) => `${remote}/src/**/*.ts`)],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // CommonJS on purpose (jest.antd-by-component.cjs: getters that require on first use).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  remoteBoundary,
  shellBoundary,
  antdFacadeItself,
  antdElsewhere,
  tokensOnly,
  catalogueKernelDoor,
  catalogueKernelDoorInTests,
);

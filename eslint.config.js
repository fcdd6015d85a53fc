// Flat ESLint config for the whole suite.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
        ],
      },
    ],
  },
};

/** The shell loads remotes at run time only; it never imports one at build time. */
const shellBoundary = {
  files: ['shell/**/*.{ts,tsx}', 'shared-kit/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^@pimento/(mfe-|server)',
            message: 'The shell and shared-kit never import a remote or the server; remotes are loaded at run time.',
          },
        ],
      },
    ],
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
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  remoteBoundary,
  shellBoundary,
);

import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const useSafeUrl = 'Addresses from server data go through src/common/safeUrl.ts (http and https only).';
const unsafeSinks = [
  ["JSXAttribute[name.name='dangerouslySetInnerHTML']", 'Server data is text: render it as children.'],
  ['AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]', 'Server data is text.'],
  [
    "CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.property.name='location']",
    useSafeUrl,
  ],
  ["CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.name='location']", useSafeUrl],
  ['AssignmentExpression[left.property.name=/^(location|href)$/]', useSafeUrl],
  ["CallExpression[callee.object.name='window'][callee.property.name='open']", useSafeUrl],
  [
    "JSXAttribute[name.name='href'] > JSXExpressionContainer > :not(CallExpression[callee.name='safeHref'])",
    'Use <ExternalLink> or href={safeHref(address)} for addresses from server data.',
  ],
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      '.vela-sandbox',
      '.stryker-tmp',
      'reports',
      'contract/api.d.ts',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/icons-material',
              message: 'Import each icon from its own path, e.g. @mui/icons-material/Add.',
            },
            { name: 'lodash', message: 'Import the single lodash function you need.' },
          ],
        },
      ],
    },
  },
  {
    // Server data is text, and addresses from it pass src/common/safeUrl.ts (guides/screens.md, Safety).
    files: ['{src,resources,schemas,authProvider,dataProvider,plugins}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...unsafeSinks.map(([selector, message]) => ({ selector, message }))],
    },
  },
  {
    // Fusion's components come with their parts (Table.Column, Grid.Row): objects of components, which
    // plugins load and no hot reload ever sees.
    files: ['resources/plugins/velaux/components/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { 'max-lines': 'off', 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['scripts/**', 'server/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call a `use` callback that is not a React hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);

// Lint rules for the whole repository, including the import directions of docs/architecture.md:
// contracts import nothing of ours; server and web never import each other; site and admin never import each other.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map(([group, message]) => ({ group, message })) }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/coverage/**', 'server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['contracts/**/*.ts'],
    rules: restrict([
      [['**/server/**', '**/web/**', '@phongkham/server*', '@phongkham/web*'], 'contracts depend on zod only'],
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([
      [['**/web/src/**', '@phongkham/web*'], 'the server never imports web source (only its built SSR entry)'],
    ]),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: restrict([[['**/server/**', '@phongkham/server*'], 'the web never imports server source; use the API']]),
  },
  {
    files: ['web/src/site/**/*.{ts,tsx}'],
    rules: restrict([
      [
        ['**/admin/**', 'antd', 'antd/*', '@ant-design/*'],
        'the public site never imports the back office or Ant Design',
      ],
      [['**/server/**'], 'the web never imports server source; use the API'],
    ]),
  },
  {
    files: ['web/src/admin/**/*.{ts,tsx}'],
    rules: restrict([
      [['**/site/**'], 'the back office never imports the public site; share through web/src/shared'],
      [['**/server/**'], 'the web never imports server source; use the API'],
    ]),
  },
  {
    files: ['web/src/shared/**/*.{ts,tsx}'],
    rules: restrict([
      [['**/site/**', '**/admin/**'], 'shared code is used by site and admin, it imports neither'],
      [['antd', 'antd/*'], 'shared code reaches the public site, where Ant Design must not go'],
    ]),
  },
);

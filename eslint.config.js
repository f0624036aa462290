// Lint rules for the whole repository, including the import directions of docs/architecture.md:
// contracts import nothing of ours; server and web never import each other; site and admin never import each other;
// a server layer never imports a higher one; a back-office feature never imports another feature.
// Folder-level cycles, which no per-file rule can see, are the job of server/src/architecture.test.ts.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A pattern is [globs, message] or [regex, message]. Only the last block that sets the rule for a file counts
// (options are not merged), so each block below repeats the restrictions of the blocks it narrows.
const restrict = (patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map(([match, message]) =>
        typeof match === 'string' ? { regex: match, message } : { group: match, message },
      ),
    },
  ],
});

/** A relative import that climbs into one of these folders (or files) of its source root: `../../modules/x`. */
const up = (...names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;
/** The same from inside features/<x>/, which is two levels below the back office's root. */
const upFromFeature = (...names) => `^(\\.\\./){2,}(${names.join('|')})(/|$)`;

// Server layers, from the top: main → app → plugins → modules → lib → db. A layer imports only those below it.
// - The seed (db/seed) writes through plain tables and lib (password hashing, the file store), never a module.
// - Record ids (uuidv7) are made in db/ids.ts rather than lib: the tables' default ids need them and db is the
//   bottom layer, so db imports no other server folder, and lib and the modules take ids from db.
// - config.ts, version.ts and src/test/ sit outside the layers (main and app read config; tests see everything).
const serverWeb = [
  ['**/web/src/**', '@phongkham/web*'],
  'the server never imports web source (only its built SSR entry)',
];
const serverLayer = (names, message) => restrict([serverWeb, [up(...names), message]]);
// Tests sit above what they exercise (most build the whole app), so the layer rules skip them.
const serverTests = ['server/src/**/*.test.ts'];

// Back office: AdminApp → layout → resources.tsx (menu and routes) → features/<domain> → shared/ and kit/.
const adminBase = [
  [['**/site/**'], 'the back office never imports the public site; share through web/src/shared'],
  [['**/server/**'], 'the web never imports server source; use the API'],
];
const otherFeature =
  'a feature never imports another feature: move what several use into web/src/admin/shared (or the kit)';
const aboveFeatures = 'features sit below the layout and resources.tsx, which import them; share through admin/shared';

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
    rules: restrict([serverWeb]),
  },
  {
    files: ['server/src/plugins/**/*.ts'],
    ignores: serverTests,
    rules: serverLayer(['app', 'main'], 'plugins sit below app and main'),
  },
  {
    files: ['server/src/modules/**/*.ts'],
    ignores: serverTests,
    rules: serverLayer(
      ['plugins', 'app', 'main'],
      'modules sit below plugins, app and main: what a module needs from them belongs in lib (lib/access.ts)',
    ),
  },
  {
    files: ['server/src/lib/**/*.ts'],
    ignores: serverTests,
    rules: serverLayer(['modules', 'plugins', 'app', 'main'], 'lib imports no module and no plugin: only lib and db'),
  },
  {
    files: ['server/src/db/**/*.ts'],
    ignores: ['server/src/db/seed/**', ...serverTests],
    rules: serverLayer(['lib', 'modules', 'plugins', 'app', 'main'], 'db is the bottom layer: it imports only db'),
  },
  {
    files: ['server/src/db/seed/**/*.ts'],
    ignores: serverTests,
    rules: serverLayer(
      ['modules', 'plugins', 'app', 'main'],
      'the seed writes through plain tables and lib, never a module',
    ),
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
    rules: restrict(adminBase),
  },
  {
    files: ['web/src/admin/{shared,kit}/**/*.{ts,tsx}'],
    rules: restrict([
      ...adminBase,
      [
        up('features', 'layout', 'resources', 'AdminApp'),
        'admin/shared and the kit are used by features and the layout: they import none of them',
      ],
    ]),
  },
  {
    // A file directly in features/<x>/: `../<y>/…` is another feature.
    files: ['web/src/admin/features/*/*.{ts,tsx}'],
    rules: restrict([
      ...adminBase,
      ['^\\.\\./[^.]', otherFeature],
      ['(^|/)features/', otherFeature],
      [upFromFeature('layout', 'resources', 'AdminApp'), aboveFeatures],
    ]),
  },
  {
    // One folder deeper, features/<x>/<part>/: `../../<y>/…` is another feature.
    files: ['web/src/admin/features/*/*/*.{ts,tsx}'],
    rules: restrict([
      ...adminBase,
      ['^\\.\\./\\.\\./[^.]', otherFeature],
      ['(^|/)features/', otherFeature],
      [upFromFeature('layout', 'resources', 'AdminApp'), aboveFeatures],
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

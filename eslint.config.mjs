import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Packages are imported through their entry points (the `exports` maps), never a file inside a folder.
const ABOVE_THE_KERNEL = ['@boxify/designer', '@boxify/designer/*', '@server/*', '@client/*'];
// Inside a package, files import each other by relative path (a package has no alias into itself).
function restrictedImports(banned = [], message = '', { relative = true } = {}) {
  return [
    ...(relative ? [{ group: ['../../../*'], message: 'Use a path alias.' }] : []),
    { group: ['@boxify/*/*/*'], message: "Import a package's entry point (see its package.json exports)." },
    ...(banned.length > 0 ? [{ group: banned, message }] : []),
  ];
}

// An `{ en: '…', zh: '…' }` written with literal texts: it belongs in the domain's `*.texts.ts`.
const TEXT = '[value.type=/^(Literal|TemplateLiteral)$/]';
const BILINGUAL_LITERAL = `ObjectExpression:has(> Property[key.name='en']${TEXT}):has(> Property[key.name='zh']${TEXT})`;

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      // The Figma plugin's build (npm run build:plugins).
      'plugins/*/dist/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'client/src/api/generated/',
      'client/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['playwright.config.ts', 'openapi-ts.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-restricted-imports': ['error', { patterns: restrictedImports() }],
    },
  },
  {
    files: ['packages/design/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: restrictedImports(ABOVE_THE_KERNEL, 'The kernel imports nothing above it.', { relative: false }) },
      ],
    },
  },
  {
    files: ['packages/designer/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: restrictedImports(
            ['@server/*', '@client/*'],
            'The designer imports the kernel and nothing above it.',
            { relative: false },
          ),
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    // The table of answer codes, the starter templates' prompts (data) and the chat reading that the designer
    // issue replaces keep their texts where they are.
    ignores: [
      'server/**/*.texts.ts',
      'server/**/*.spec.ts',
      'server/common/errors/error-codes.ts',
      'server/materials/starter-templates.ts',
      'server/agent/understand.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: BILINGUAL_LITERAL, message: "Put the text in the domain's *.texts.ts (typed Localized)." },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: restrictedImports(
            ['@boxify/designer', '@boxify/designer/*', '@boxify/design/node', '@server/*'],
            'The client and the plugins import the kernel (@boxify/design), never the designer, Node-only code or the server.',
          ),
          // sonner loads with the first toast (client/src/ui/toast.ts); a static import would put it in every page.
          paths: [{ name: 'sonner', message: "Use toast from '@client/ui/toast'.", allowTypeImports: true }],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
);

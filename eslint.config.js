// Lint gate: typescript-eslint, React hooks, and the import boundaries of ARCHITECTURE.md
// (domain imports nothing of ours; web and server never import each other).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const serverOnly = [
  'fastify',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'node:*',
]
const webOnly = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  '@tanstack/*',
  'sonner',
  'radix-ui',
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'drizzle',
      'test-results',
      'playwright-report',
      '.e2e-data',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message: 'The domain imports nothing of ours.',
            },
            {
              group: [...serverOnly, ...webOnly],
              message: 'The domain is pure: no I/O or UI libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'web and server meet only over HTTP.' },
            { group: serverOnly, message: 'No server libraries in the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'web and server meet only over HTTP.' },
            { group: webOnly, message: 'No UI libraries on the server.' },
          ],
        },
      ],
    },
  },
)

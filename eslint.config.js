// Lint gate: typescript-eslint, React hooks, and the import boundaries of ARCHITECTURE.md: domain
// imports nothing of ours; api (the application layer) only the domain; web and server never import
// each other; in the web app a feature imports no other feature, and shared code no feature.
import { readdirSync } from 'node:fs'
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

const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Imports that reach the application layer (src/api) from elsewhere in src. */
const apiLayer = { group: ['**/api/*', '**/api/**'] }

/**
 * What the clients' front door (src/client, issue #31, decision 048) may take from the web app: a few
 * helpers that import nothing of the staff screens (not the UI primitives: their class merging and
 * Radix parts cost the page's budget). Everything else of src/web is refused, so no staff code can
 * reach a client's bundle.
 */
const CLIENT_WEB_ALLOWLIST = ['lib/brand-colors', 'lib/image-file']

/** The staff app never imports the clients' pages (each is its own bundle). */
const noClientPages = {
  regex: '^(\\.\\./)+client/',
  message: "The staff app and the clients' pages (src/client) are separate bundles.",
}

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
              group: ['**/server/**', '**/web/**', '**/contract/**'],
              message: 'The domain imports nothing of ours.',
            },
            { ...apiLayer, message: 'The domain imports nothing of ours: api builds on it.' },
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
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '**/contract/**'],
              message: 'The api layer imports only the domain: server and web build on it.',
            },
            {
              group: [...serverOnly, ...webOnly],
              message: 'The api layer is pure: I/O comes in through its ports (store.ts, deps.ts).',
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
            noClientPages,
          ],
        },
      ],
    },
  },
  // Later blocks replace the web rule above for their files, so each repeats its patterns.
  ...webImportRules(),
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/contract/**', ...apiLayer.group],
              message: 'The client pages meet the server only over HTTP.',
            },
            {
              regex: `^(\\.\\./)+web/(?!(${CLIENT_WEB_ALLOWLIST.join('|')})$)`,
              message:
                "The client pages import the domain and only the web app's primitives listed in eslint.config.js: no staff code reaches a client.",
            },
            {
              group: [...serverOnly, 'react-router', '@tanstack/*', 'sonner', 'zod', 'zod/*'],
              message: "Not in the client pages: server code, or the staff app's larger libraries.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
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
  // E-mails are React components rendered to HTML on the server (decision 042): here, and only
  // here, the server writes JSX; still nothing of the web app or its browser libraries.
  {
    files: ['src/server/mail/render/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'web and server meet only over HTTP.' },
            {
              group: webOnly.filter((name) => name !== 'react'),
              message: 'E-mail components use React and @react-email only.',
            },
          ],
        },
      ],
    },
  },
)

/** The web app's import rules: by folder, what it may not reach. */
function webImportRules() {
  const base = [
    { group: ['**/server/**'], message: 'web and server meet only over HTTP.' },
    { group: serverOnly, message: 'No server libraries in the web app.' },
    noClientPages,
  ]
  const noApi = {
    ...apiLayer,
    message: 'Only the demo transport (data/local) runs the api layer in the browser.',
  }
  const noFeatures = {
    group: ['**/features/**'],
    message: 'Shared web code imports no feature: the app shell (src/web/app) composes them.',
  }
  const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
  return [
    {
      files: ['src/web/**/*.{ts,tsx}'],
      ignores: [
        'src/web/data/local/**',
        'src/web/features/**',
        'src/web/app/**',
        'src/web/test/**',
      ],
      rules: rule([...base, noApi, noFeatures]),
    },
    ...features.map((feature) => ({
      files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
      rules: rule([
        ...base,
        noApi,
        {
          regex: `^\\.\\./(?!${feature}/)[\\w-]+/|/features/(?!${feature}/)`,
          message: `A feature imports no other feature: move what ${feature} shares to components/, data/ or lib/.`,
        },
      ]),
    })),
  ]
}

// The import boundaries of ARCHITECTURE.md are lint rules (eslint.config.js): this checks that each
// rule refuses what it is for, and lets through what the layers are meant to import.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

/** The boundary messages ESLint gives for `source` placed at `filePath`. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

const importing = (specifier: string) =>
  `import { thing } from '${specifier}'\nexport const used = thing\n`

describe('import boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['src/domain/shared/x.ts', '../../api/store', /api builds on it/],
    ['src/domain/shared/x.ts', '../../server/app', /imports nothing of ours/],
    ['src/api/x.ts', '../server/app', /imports only the domain/],
    ['src/api/x.ts', '../web/data/api-client', /imports only the domain/],
    ['src/api/x.ts', 'fastify', /pure/],
    ['src/web/features/crm/x.ts', '../projects/api', /imports no other feature/],
    ['src/web/features/crm/x.ts', '../../features/sales/lead-api', /imports no other feature/],
    ['src/web/features/crm/x.ts', '../../../api/dispatch', /demo transport/],
    ['src/web/components/x.ts', '../features/crm/api', /imports no feature/],
    ['src/web/components/layout/x.ts', '../../features/assistant/global-overlays', /no feature/],
    ['src/web/data/x.ts', '../../api/dispatch', /demo transport/],
    ['src/web/lib/x.ts', '../../server/app', /only over HTTP/],
    ['src/server/x.ts', 'react', /No UI libraries/],
    ['src/server/mail/x.tsx', 'react', /No UI libraries/],
    ['src/server/mail/render/x.tsx', 'react-router', /React and @react-email only/],
    ['src/server/mail/render/x.tsx', '../../../web/lib/env', /only over HTTP/],
    ['src/client/x.tsx', '../web/features/crm/api', /no staff code reaches a client/],
    ['src/client/request/x.tsx', '../../web/data/api-client', /no staff code/],
    ['src/client/request/x.tsx', '../../web/components/layout/app-shell', /no staff code/],
    ['src/client/request/x.tsx', '../../api/dispatch', /only over HTTP/],
    ['src/client/x.tsx', '../server/app', /only over HTTP/],
    ['src/client/x.tsx', '../web/components/ui/select', /no staff code/],
    ['src/client/x.tsx', '@tanstack/react-query', /larger libraries/],
    ['src/client/x.tsx', 'zod', /larger libraries/],
    ['src/web/features/crm/x.ts', '../../../client/request/request-page', /separate bundles/],
    ['src/web/app/x.ts', '../../client/client-app', /separate bundles/],
  ])('%s may not import %s', async (filePath, specifier, message) => {
    const errors = await boundaryErrors(filePath, importing(specifier))
    expect(errors).toEqual([expect.stringMatching(message)])
  })

  it.each([
    ['src/api/x.ts', '../domain/crm/person'],
    ['src/server/x.ts', '../api/dispatch'],
    ['src/web/data/local/x.ts', '../../../api/dispatch'],
    ['src/web/features/crm/x.ts', './api'],
    ['src/web/features/crm/x.ts', '../../components/ui/button'],
    ['src/web/features/crm/x.ts', '../../../domain/crm/person'],
    ['src/web/app/x.ts', '../features/crm/routes'],
    ['src/server/mail/render/x.tsx', 'react'],
    ['src/server/mail/render/x.tsx', '@react-email/components'],
    ['src/client/request/x.tsx', '../../domain/client-hub/work-request'],
    ['src/client/request/x.tsx', '../../web/lib/brand-colors'],
    ['src/client/x.tsx', 'react-dom/client'],
    ['src/client/request/x.tsx', '../lib/client-api'],
  ])('%s may import %s', async (filePath, specifier) => {
    expect(await boundaryErrors(filePath, importing(specifier))).toEqual([])
  })
})

// `npm start` and the bench run the server process with the same V8 flags (decision 018).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { root, SERVER_NODE_FLAGS } from '../../scripts/build-server.mjs'

describe('npm start', () => {
  it("passes the server's V8 flags to node", () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0)
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`)
  })
})

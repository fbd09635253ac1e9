// `npm run check`: the type-check, ESLint and the Prettier check, side by side. Each is one process
// on one core (CPU time measured on this project: tsc 65 s, ESLint 46 s), so run one after the
// other they leave a 2-core CI machine's second core idle. Each one's output is printed whole
// when it ends, and the check fails when any of them does.
import { Buffer } from 'node:buffer'
import { spawn } from 'node:child_process'
import console from 'node:console'
import { join } from 'node:path'
import process from 'node:process'
import { fileURLToPath, URL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => join(root, 'node_modules', '.bin', name)

const STEPS = [
  {
    label: 'tsc --noEmit -p tsconfig.json',
    command: bin('tsc'),
    args: ['--noEmit', '-p', 'tsconfig.json'],
  },
  { label: 'eslint .', command: bin('eslint'), args: ['.'] },
  { label: 'prettier --check .', command: bin('prettier'), args: ['--check', '.'] },
]

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(step.command, step.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    const finish = (code, error) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const text = Buffer.concat(output).toString().trimEnd()
      const verdict = code === 0 ? 'passed' : `FAILED (${error ?? `exit ${code}`})`
      console.log(`== ${step.label}: ${verdict} in ${seconds} s${text ? `\n${text}` : ''}`)
      resolve(code === 0)
    }
    child.on('error', (error) => finish(1, error.message))
    child.on('close', (code, signal) => finish(code ?? 1, signal ?? undefined))
  })
}

const results = await Promise.all(STEPS.map(run))
if (results.includes(false)) process.exit(1)

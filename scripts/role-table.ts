// `npm run docs:roles`: writes the role table of src/domain/access/permissions.ts into README.md
// (between the role-table markers); `-- --check` only says whether the README's copy is current.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { withRoleTable } from '../src/domain/access/role-table'

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url))
const readme = readFileSync(readmePath, 'utf8')
const updated = withRoleTable(readme)

if (process.argv.includes('--check')) {
  if (updated !== readme) {
    console.error('README.md: the role table is out of date; run npm run docs:roles')
    process.exit(1)
  }
  console.log('README.md: the role table is current')
} else if (updated === readme) {
  console.log('README.md: the role table is current')
} else {
  writeFileSync(readmePath, updated)
  console.log('README.md: role table written')
}

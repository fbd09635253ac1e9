// @vitest-environment jsdom
// index.html paints app-loading.tsx's markup before any script runs: the two must not drift apart.
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '../test/setup'
import indexHtml from '../../../index.html?raw'
import { AppLoading } from './app-loading'

/** The #root of index.html as a DOM tree. */
function staticShell(): Element {
  const doc = new DOMParser().parseFromString(indexHtml, 'text/html')
  const root = doc.getElementById('root')
  if (!root?.firstElementChild) throw new Error('index.html has no markup in #root')
  return root.firstElementChild
}

const outline = (element: Element): unknown => ({
  tag: element.tagName.toLowerCase(),
  role: element.getAttribute('role'),
  label: element.getAttribute('aria-label'),
  classes: [...element.classList].filter((c) => !c.startsWith('lucide')).sort(),
  d: element.getAttribute('d'),
  children: [...element.children].map(outline),
})

describe('index.html first paint', () => {
  it('is the markup AppLoading renders', () => {
    const { container } = render(<AppLoading />)
    expect(outline(staticShell())).toEqual(outline(container.firstElementChild!))
  })
})

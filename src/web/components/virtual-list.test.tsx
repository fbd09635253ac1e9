// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../test/setup'
import { VirtualList } from './virtual-list'

// jsdom has no layout: give every row 100 px and the window the 768 px jsdom says it has, and a
// ResizeObserver that never reports (the virtualizer measures rows when they mount).
const ROW_PX = 100
let restoreHeight: (() => void) | undefined

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  vi.stubGlobal('ResizeObserverEntry', class {})
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.index === undefined ? 0 : ROW_PX
    },
  })
  restoreHeight = () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', original)
  }
})

afterEach(() => {
  vi.unstubAllGlobals()
  restoreHeight?.()
})

const numbers = (count: number) => Array.from({ length: count }, (_, i) => `Item ${i + 1}`)

function renderList(
  items: string[],
  paging = { hasMore: false, isLoadingMore: false, loadMore: vi.fn() },
) {
  render(
    <VirtualList
      label="Things"
      items={items}
      total={5000}
      getKey={(item) => item}
      renderItem={(item) => <a href={`#${item}`}>{item}</a>}
      estimateRowHeight={ROW_PX}
      paging={paging}
    />,
  )
  return paging
}

describe('VirtualList', () => {
  it('renders only the rows near the viewport, each saying its place in the whole list', () => {
    renderList(numbers(1000))
    const list = screen.getByRole('list', { name: 'Things' })
    const items = screen.getAllByRole('listitem')
    expect(items.length).toBeGreaterThan(5)
    expect(items.length).toBeLessThan(30)
    expect(items[0]).toHaveAttribute('aria-posinset', '1')
    expect(items[0]).toHaveAttribute('aria-setsize', '5000')
    expect(screen.queryByText('Item 1000')).not.toBeInTheDocument()
    expect(list).toHaveStyle({ height: `${1000 * ROW_PX}px` })
  })

  it('loads the next page when the end of the list is in view, and not before', () => {
    const far = renderList(numbers(100), { hasMore: true, isLoadingMore: false, loadMore: vi.fn() })
    expect(far.loadMore).not.toHaveBeenCalled()
    cleanup()

    const near = renderList(numbers(6), { hasMore: true, isLoadingMore: false, loadMore: vi.fn() })
    expect(near.loadMore).toHaveBeenCalledTimes(1)
    // The 'Load more' button stays for keyboard users.
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument()
  })
})

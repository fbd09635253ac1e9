// The end of a paged list: a 'Load more' button that also fires when it scrolls into view.
import { LoaderCircle } from 'lucide-react'
import { useCallback, useLayoutEffect, useRef } from 'react'
import { Button } from './ui/button'

export type LoadMoreProps = {
  onLoadMore: () => void
  isLoading: boolean
  label?: string
}

export function LoadMore({ onLoadMore, isLoading, label = 'Load more' }: LoadMoreProps) {
  const loadRef = useRef(onLoadMore)
  useLayoutEffect(() => {
    loadRef.current = onLoadMore
  })

  const observe = useCallback((node: HTMLButtonElement | null) => {
    if (!node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current()
      },
      { rootMargin: '240px 0px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  return (
    <div className="flex justify-center pt-2">
      <Button ref={observe} variant="outline" onClick={onLoadMore} disabled={isLoading}>
        {isLoading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {isLoading ? 'Loading…' : label}
      </Button>
    </div>
  )
}

/** The paging parts of a useInfiniteQuery result (a plain useQuery has none: nothing shows). */
export type MoreQuery = {
  hasNextPage?: boolean
  isFetchingNextPage?: boolean
  fetchNextPage?: () => unknown
}

/** 'Load more' at the end of an infinite query's list, while the server has another page. */
export function QueryLoadMore({ query }: { query: MoreQuery }) {
  const { hasNextPage, isFetchingNextPage = false, fetchNextPage } = query
  if (!hasNextPage || !fetchNextPage) return null
  return (
    <LoadMore
      isLoading={isFetchingNextPage}
      onLoadMore={() => {
        if (!isFetchingNextPage) void fetchNextPage()
      }}
    />
  )
}

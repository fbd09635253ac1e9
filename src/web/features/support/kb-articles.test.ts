import { describe, expect, it } from 'vitest'
import { kbArticles, searchArticles } from './kb-articles'

describe('searchArticles', () => {
  it('finds articles containing every word, in any case', () => {
    expect(searchArticles(kbArticles, 'OVERDUE invoices').map((a) => a.id)).toContain(
      'overdue-invoices',
    )
    expect(searchArticles(kbArticles, 'crew photo')).toEqual([])
    expect(searchArticles(kbArticles, '  ')).toHaveLength(kbArticles.length)
  })

  it('has unique ids', () => {
    expect(new Set(kbArticles.map((a) => a.id)).size).toBe(kbArticles.length)
  })
})

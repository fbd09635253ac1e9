// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import '../test/setup'
import { NotesPanel, type NoteItem, type NotesQuery } from './notes-panel'

const note: NoteItem = { id: 'n1', text: 'Gate code 1234', created_at: Date.UTC(2026, 0, 5, 9) }
// Only the fields the panel reads; a real query result has many more.
const loaded = (items: readonly NoteItem[], more: Partial<NotesQuery> = {}): NotesQuery => ({
  data: { items },
  isError: false,
  error: null,
  refetch: vi.fn(),
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(() => Promise.resolve()),
  ...more,
})

function renderPanel(props: Partial<Parameters<typeof NotesPanel>[0]> = {}) {
  const onSave = vi.fn(() => Promise.resolve())
  const onDelete = vi.fn(() => Promise.resolve())
  render(
    <NotesPanel
      query={loaded([note])}
      onSave={onSave}
      isSaving={false}
      onDelete={onDelete}
      maxLength={5000}
      {...props}
    />,
  )
  return { onSave, onDelete }
}

describe('NotesPanel', () => {
  it('saves the written note and clears the text area', async () => {
    const user = userEvent.setup()
    const { onSave } = renderPanel()
    const text = screen.getByLabelText('New note')
    await user.type(text, 'Call before noon')
    await user.click(screen.getByRole('button', { name: 'Save Note' }))
    expect(onSave).toHaveBeenCalledWith('Call before noon')
    expect(text).toHaveValue('')
  })

  it('asks for the text first instead of saving an empty note', async () => {
    const user = userEvent.setup()
    const { onSave } = renderPanel()
    await user.click(screen.getByRole('button', { name: 'Save Note' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Write the note first')
    expect(onSave).not.toHaveBeenCalled()
  })

  it('deletes a note only after confirming', async () => {
    const user = userEvent.setup()
    const { onDelete } = renderPanel()
    const list = screen.getByRole('list', { name: 'Notes' })
    expect(within(list).getByText('Gate code 1234')).toBeInTheDocument()
    await user.click(within(list).getByRole('button', { name: /^Delete note from / }))
    expect(onDelete).not.toHaveBeenCalled()
    await user.click(await screen.findByRole('button', { name: 'Delete Note' }))
    expect(onDelete).toHaveBeenCalledWith('n1')
  })

  it("offers 'Load more' while the server has more notes, and loads the next page", async () => {
    const user = userEvent.setup()
    const fetchNextPage = vi.fn(() => Promise.resolve())
    renderPanel({ query: loaded([note], { hasNextPage: true, fetchNextPage }) })
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(fetchNextPage).toHaveBeenCalled()
  })

  it('offers no more when every note is shown', () => {
    renderPanel()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('says so when there are no notes', () => {
    renderPanel({ query: loaded([]) })
    expect(screen.getByText('No notes yet')).toBeInTheDocument()
  })
})

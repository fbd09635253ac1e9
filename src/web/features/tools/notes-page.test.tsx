// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Note } from '../../../domain/tools/note'
import type { ApiRequest } from '../../data/api-request'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'

const note: Note = {
  id: '50000000-0000-4000-8000-000000000001',
  folder: 'Jobs',
  text: 'Order 12 yards of mulch',
  timestamp: Date.UTC(2026, 10, 20, 15),
  version: 2,
}

function notesApi(notes: Note[]) {
  return (req: ApiRequest) => {
    if (req.method === 'GET' && req.path === '/api/notes') {
      const inFolder = notes.filter((n) => n.folder === req.query?.folder)
      return page(inFolder.slice(0, Number(req.query?.limit ?? 50)), inFolder.length)
    }
    if (req.method === 'PATCH') {
      const body = req.body as { folder: Note['folder'] }
      const moved = { ...notes[0]!, folder: body.folder, version: 3 }
      notes.splice(0, 1, moved)
      return { status: 200, body: moved }
    }
    if (req.method === 'DELETE') {
      notes.splice(0, 1)
      return { status: 204, body: null }
    }
    return page([])
  }
}

describe('Notes', { timeout: 15_000 }, () => {
  it('shows the folders with counts, moves a note with the spec toast', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp('/tools/notes', notesApi([{ ...note }]))
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeInTheDocument()
    expect(screen.getByText('Notes saved from AI conversations')).toBeInTheDocument()
    expect(await screen.findByText('Order 12 yards of mulch')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Jobs/ })).toHaveTextContent('Jobs1'),
    )
    expect(screen.getByRole('tab', { name: /Ideas/ })).toHaveTextContent('Ideas0')

    await user.selectOptions(screen.getByLabelText('Folder'), 'Ideas')
    expect(await screen.findByText('Note moved')).toBeInTheDocument()
    expect(screen.getByText('Moved to Ideas')).toBeInTheDocument()
    const patch = transport.mock.calls.map(([r]) => r).find((r) => r.method === 'PATCH')
    expect(patch).toMatchObject({
      path: `/api/notes/${note.id}`,
      body: { folder: 'Ideas', version: 2 },
    })
    expect(
      await screen.findByText('No notes in this folder yet. Use the AI chat to save notes here.'),
    ).toBeInTheDocument()
  })

  it('deletes a note after confirming, with the spec toast', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp('/tools/notes', notesApi([{ ...note }]))
    await screen.findByText('Order 12 yards of mulch')
    await user.click(screen.getByRole('button', { name: 'Delete note' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByText('Note deleted')).toBeInTheDocument()
    expect(screen.getByText('Note removed successfully')).toBeInTheDocument()
    expect(
      transport.mock.calls.some(
        ([r]) => r.method === 'DELETE' && r.path === `/api/notes/${note.id}`,
      ),
    ).toBe(true)
  })
})

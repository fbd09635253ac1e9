// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastSuccess } from '../lib/toast'
import '../test/setup'
import { AppToaster } from './app-toaster'

describe('toasts and Escape', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('dismisses the toasts on Escape', async () => {
    const dismiss = vi.spyOn(toast, 'dismiss')
    const user = userEvent.setup()
    render(<AppToaster />)
    act(() => toastSuccess('Job marked as Done'))
    expect(await screen.findByText('Job marked as Done')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(dismiss).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByText('Job marked as Done')).not.toBeInTheDocument())
  })

  it('leaves them while a dialog is open: Escape closes the dialog first', async () => {
    const dismiss = vi.spyOn(toast, 'dismiss')
    const user = userEvent.setup()
    render(
      <>
        <AppToaster />
        <div role="dialog" data-state="open" />
      </>,
    )
    act(() => toastSuccess('Crew has been assigned to this job'))
    expect(await screen.findByText('Crew has been assigned to this job')).toBeInTheDocument()
    // The key's listeners run while it is dispatched: once it is sent, the app has decided.
    await user.keyboard('{Escape}')
    expect(dismiss).not.toHaveBeenCalled()
    expect(screen.getByText('Crew has been assigned to this job')).toBeInTheDocument()
  })
})

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import '../test/setup'
import { useLoadedModule } from './use-loaded-module'

function Probe({ load }: { load: () => Promise<{ name: string }> }) {
  const { module, hasFailed } = useLoadedModule(load)
  return <p>{module ? module.name : hasFailed ? 'plain (failed)' : 'plain'}</p>
}

describe('useLoadedModule', () => {
  it('is null at first, then the module', async () => {
    const load = async () => ({ name: 'loaded' })
    render(<Probe load={load} />)
    expect(screen.getByRole('paragraph')).toHaveTextContent('plain')
    expect(await screen.findByText('loaded')).toBeInTheDocument()
  })

  it('says when the module could not be loaded, so the screen stays plain', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = () => Promise.reject(new Error('chunk gone'))
    render(<Probe load={load} />)
    expect(await screen.findByText('plain (failed)')).toBeInTheDocument()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import '../test/setup'
import { FormActions } from './form-actions'
import { FormField } from './form-field'
import { Input } from './ui/input'

const schema = z.object({ name: z.string().trim().min(1, 'Name is required'), tags: z.string() })

function Harness({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useForm({ defaultValues: { name: '', tags: '' }, resolver: zodResolver(schema) })
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label="Test">
      <FormField form={form} name="name" id="t-name" label="Name">
        {(control) => <Input {...control} />}
      </FormField>
      <FormField form={form} name="tags" id="t-tags" label="Tags" description="Use commas">
        {(control) => <Input {...control} />}
      </FormField>
      <FormActions submitLabel="Save" isSaving={false} />
    </form>
  )
}

describe('FormField', () => {
  it('labels the control and describes it with its hint', () => {
    render(<Harness onValid={vi.fn()} />)
    const tags = screen.getByLabelText('Tags')
    expect(tags).toHaveAttribute('id', 't-tags')
    expect(tags).toHaveAccessibleDescription('Use commas')
    expect(tags).toHaveAttribute('aria-invalid', 'false')
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby')
  })

  it('marks the control invalid and names the schema message as its description', async () => {
    const user = userEvent.setup()
    const onValid = vi.fn()
    render(<Harness onValid={onValid} />)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const name = screen.getByLabelText('Name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name is required')
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required')
    expect(name).toHaveFocus()
    expect(onValid).not.toHaveBeenCalled()

    await user.type(name, ' Ana ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onValid).toHaveBeenCalledWith({ name: 'Ana', tags: '' }, expect.anything())
    expect(name).toHaveAttribute('aria-invalid', 'false')
  })
})

describe('FormActions', () => {
  it('shows Saving… and cannot be pressed twice while saving', async () => {
    const user = userEvent.setup()
    const onCancel = vi.fn()
    render(<FormActions submitLabel="Create" isSaving onCancel={onCancel} />)
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('has no Cancel button without onCancel', () => {
    render(<FormActions submitLabel="Create" isSaving={false} />)
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
  })
})

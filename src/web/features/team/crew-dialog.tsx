// 'Create Crew' and editing a crew: its name, whether it is on site now, and its members.
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { createCrewInput, type Crew } from '../../../domain/team/crew'
import type { Employee } from '../../../domain/team/employee'
import { FormActions } from '../../components/form-actions'
import { FormField } from '../../components/form-field'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { FieldGroup } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { RecordMultiPicker } from '../../components/record-multi-picker'
import { isApiError } from '../../data/api-error'
import { firstErrorMessage, showFieldErrors } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { useSaveCrew, type CrewInput } from './api'

const names = ['name', 'members', 'on_site_now'] as const

export type CrewDialogState = { mode: 'create' } | { mode: 'edit'; crew: Crew } | null

export function CrewDialog({ state, onClose }: { state: CrewDialogState; onClose: () => void }) {
  return (
    <Dialog open={!!state} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {state ? (
          <CrewForm
            key={state.mode === 'edit' ? state.crew.id : 'new'}
            crew={state.mode === 'edit' ? state.crew : null}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function CrewForm({ crew, onDone }: { crew: Crew | null; onDone: () => void }) {
  const save = useSaveCrew()
  const form = useForm({
    defaultValues: {
      name: crew?.name ?? '',
      members: crew?.members ?? [],
      on_site_now: crew?.on_site_now ?? false,
    },
    resolver: zodResolver(createCrewInput),
  })

  function onSubmit(input: CrewInput) {
    save.mutate(
      { crew, input },
      {
        onSuccess: (saved) => {
          toastSuccess(
            crew ? 'Crew updated' : 'Crew created',
            `${saved.name} has ${saved.members.length} member${saved.members.length === 1 ? '' : 's'}`,
          )
          onDone()
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) showFieldErrors(form, error.fields, names)
          toastError('Error', error.message)
        },
      },
    )
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit, (errors) =>
        toastError('Error', firstErrorMessage(errors, names) ?? 'Please check the form'),
      )}
      aria-label={crew ? 'Edit crew' : 'Create crew'}
    >
      <FieldGroup>
        <DialogHeader>
          <DialogTitle>{crew ? `Edit ${crew.name}` : 'Create Crew'}</DialogTitle>
          <DialogDescription>A team that goes out to jobs together.</DialogDescription>
        </DialogHeader>
        <FormField form={form} name="name" id="crew-name" label="Name">
          {(control) => <Input required {...control} />}
        </FormField>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4.5 cursor-pointer accent-primary"
            {...form.register('on_site_now')}
          />
          On site now
        </label>
        <div className="flex flex-col gap-2">
          <Label htmlFor="crew-members">Members</Label>
          <Controller
            control={form.control}
            name="members"
            render={({ field }) => (
              <RecordMultiPicker<Employee>
                id="crew-members"
                collection="employees"
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                getLabel={(employee) => employee.name}
                renderDetail={(employee) => employee.role}
                placeholder="Add a member..."
                searchLabel="Search employees"
                emptyText="No employees found"
                listLabel="Chosen members"
                missingLabel="Former employee"
              />
            )}
          />
        </div>
        <FormActions
          className="pt-0"
          submitLabel={crew ? 'Save Crew' : 'Create Crew'}
          savingLabel={crew ? 'Save Crew' : 'Create Crew'}
          isSaving={save.isPending}
          onCancel={onDone}
        />
      </FieldGroup>
    </form>
  )
}

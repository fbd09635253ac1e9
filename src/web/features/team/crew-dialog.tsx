// 'Create Crew' and editing a crew: its name, whether it is on site now, and its members.
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { createCrewInput, type Crew } from '../../../domain/team/crew'
import { FormDialogBody, FormDialogFrame } from '../../components/form-dialog'
import { FormField } from '../../components/form-field'
import { Input } from '../../components/ui/input'
import { Skeleton } from '../../components/ui/skeleton'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { teamQueries, useSaveCrew, type CrewInput } from './api'

const names = ['name', 'members', 'on_site_now'] as const

/** The create schema, with the members checkboxes' value as a list: a lone checkbox gives a value or false. */
const crewFormSchema = createCrewInput.extend({
  members: z.preprocess(
    (picked) => (Array.isArray(picked) ? picked : typeof picked === 'string' ? [picked] : []),
    createCrewInput.shape.members,
  ),
})

export type CrewDialogState = { mode: 'create' } | { mode: 'edit'; crew: Crew } | null

export function CrewDialog({ state, onClose }: { state: CrewDialogState; onClose: () => void }) {
  return (
    <FormDialogFrame
      open={!!state}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="max-h-[90dvh] overflow-y-auto"
    >
      {state ? (
        <CrewForm
          key={state.mode === 'edit' ? state.crew.id : 'new'}
          crew={state.mode === 'edit' ? state.crew : null}
          onDone={onClose}
        />
      ) : null}
    </FormDialogFrame>
  )
}

function CrewForm({ crew, onDone }: { crew: Crew | null; onDone: () => void }) {
  const employees = useQuery(teamQueries.allEmployees())
  const save = useSaveCrew()
  const form = useForm({
    defaultValues: {
      name: crew?.name ?? '',
      members: crew?.members ?? [],
      on_site_now: crew?.on_site_now ?? false,
    },
    resolver: zodResolver(crewFormSchema),
  })

  const onSubmit = submitForm(
    form,
    names,
    (input: CrewInput, callbacks) => save.mutate({ crew, input }, callbacks),
    (saved: Crew) => {
      toastSuccess(
        crew ? 'Crew updated' : 'Crew created',
        `${saved.name} has ${saved.members.length} member${saved.members.length === 1 ? '' : 's'}`,
      )
      onDone()
    },
  )

  return (
    <FormDialogBody
      title={crew ? `Edit ${crew.name}` : 'Create Crew'}
      description="A team that goes out to jobs together."
      formLabel={crew ? 'Edit crew' : 'Create crew'}
      submitLabel={crew ? 'Save Crew' : 'Create Crew'}
      isSaving={save.isPending}
      onCancel={onDone}
      onSubmit={onSubmit}
    >
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
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Members</legend>
        {employees.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : employees.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the employees: {employees.error.message}
          </p>
        ) : employees.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Add employees first.</p>
        ) : (
          <ul className="flex max-h-64 flex-col divide-y overflow-y-auto rounded-lg border">
            {employees.data.items.map((employee) => (
              <li key={employee.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 text-sm">
                  <input
                    type="checkbox"
                    value={employee.id}
                    className="size-4.5 cursor-pointer accent-primary"
                    {...form.register('members')}
                  />
                  <span className="flex-1">{employee.name}</span>
                  <span className="text-xs text-muted-foreground">{employee.role}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </FormDialogBody>
  )
}

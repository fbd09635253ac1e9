// 'Create Crew' and editing a crew: its name, whether it is on site now, and its members.
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { createCrewInput, type Crew } from '../../../domain/team/crew'
import type { Employee } from '../../../domain/team/employee'
import { FormDialogBody, FormDialogFrame } from '../../components/form-dialog'
import { CheckboxField } from '../../components/checkbox-field'
import { FormField } from '../../components/form-field'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { RecordMultiPicker } from '../../components/record-multi-picker'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useSaveCrew, type CrewInput } from './api'

const names = ['name', 'members', 'on_site_now'] as const
/** The lead is changed on the crew's card: a save here keeps it (cleared only if they left). */
const crewFormSchema = createCrewInput.omit({ lead_employee_id: true })

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
      <CheckboxField form={form} name="on_site_now" label="On site now" />
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
    </FormDialogBody>
  )
}

// 'Create Crew' and editing a crew: its name, whether it is on site now, and its members.
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
import { createCrewInput, type Crew } from '../../../domain/team/crew'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Field, FieldError, FieldGroup, FieldLabel } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Skeleton } from '../../components/ui/skeleton'
import { isApiError } from '../../data/api-error'
import { toastError, toastSuccess } from '../../lib/toast'
import { teamQueries, useSaveCrew, type CrewInput } from './api'

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
  const employees = useQuery(teamQueries.allEmployees())
  const save = useSaveCrew()
  const form = useForm<CrewInput>({
    defaultValues: {
      name: crew?.name ?? '',
      members: crew?.members ?? [],
      on_site_now: crew?.on_site_now ?? false,
    },
  })
  const { errors } = form.formState

  function onSubmit(values: CrewInput) {
    // A lone checkbox gives a value or false instead of an array.
    const picked: unknown = values.members
    const members = Array.isArray(picked)
      ? (picked as string[])
      : typeof picked === 'string'
        ? [picked]
        : []
    const input = { ...values, members }
    const parsed = createCrewInput.safeParse(input)
    if (!parsed.success) {
      const fields = fieldErrorsFromZod(parsed.error)
      if (fields.name) form.setError('name', { message: fields.name }, { shouldFocus: true })
      toastError('Error', Object.values(fields)[0] ?? 'Please check the form')
      return
    }
    save.mutate(
      { crew, input: parsed.data },
      {
        onSuccess: (saved) => {
          toastSuccess(
            crew ? 'Crew updated' : 'Crew created',
            `${saved.name} has ${saved.members.length} member${saved.members.length === 1 ? '' : 's'}`,
          )
          onDone()
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined
          if (fields?.name) form.setError('name', { message: fields.name })
          toastError('Error', error.message)
        },
      },
    )
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-label={crew ? 'Edit crew' : 'Create crew'}
    >
      <FieldGroup>
        <DialogHeader>
          <DialogTitle>{crew ? `Edit ${crew.name}` : 'Create Crew'}</DialogTitle>
          <DialogDescription>A team that goes out to jobs together.</DialogDescription>
        </DialogHeader>
        <Field invalid={!!errors.name}>
          <FieldLabel htmlFor="crew-name">Name</FieldLabel>
          <Input
            id="crew-name"
            required
            aria-invalid={!!errors.name}
            aria-describedby={errors.name ? 'crew-name-error' : undefined}
            {...form.register('name')}
          />
          <FieldError id="crew-name-error">{errors.name?.message}</FieldError>
        </Field>
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
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {crew ? 'Save Crew' : 'Create Crew'}
          </Button>
        </DialogFooter>
      </FieldGroup>
    </form>
  )
}

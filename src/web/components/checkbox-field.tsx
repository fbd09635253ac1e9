// A yes/no form field wired to React Hook Form: a checkbox inside its label, so the whole row is
// the hit target.
import type { ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

export function CheckboxField<V extends FieldValues, T extends FieldValues = V>({
  form,
  name,
  label,
}: {
  form: Pick<UseFormReturn<V, unknown, T>, 'register'>
  name: Path<V>
  label: ReactNode
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        className="size-4.5 cursor-pointer accent-primary"
        {...form.register(name)}
      />
      {label}
    </label>
  )
}

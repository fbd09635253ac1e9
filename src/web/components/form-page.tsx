// A page that is one form (New Person, New Job, New Lead, Create Invoice): the link back to the
// list, the heading, the fields in a card, then Cancel (back to the list) and the submit button.
import type { FormEventHandler, ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { BackLink } from './back-link'
import { FormActions } from './form-actions'
import { Page } from './layout/page'
import { PageHeader } from './layout/page-header'
import { Card, CardContent } from './ui/card'
import { FieldGroup } from './ui/field'

export type FormPageProps = {
  /** The list the page comes from: the back link and Cancel go there. */
  backTo: string
  backLabel: string
  title: string
  description: string
  /** The form's accessible name. */
  formLabel: string
  /** Usually `form.handleSubmit(onValid, onInvalid)`. */
  onSubmit: FormEventHandler<HTMLFormElement>
  submitLabel: string
  isSaving: boolean
  children: ReactNode
}

export function FormPage({
  backTo,
  backLabel,
  title,
  description,
  formLabel,
  onSubmit,
  submitLabel,
  isSaving,
  children,
}: FormPageProps) {
  const navigate = useNavigate()
  return (
    <Page className="max-w-2xl">
      <BackLink to={backTo}>{backLabel}</BackLink>
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent>
          <form noValidate onSubmit={onSubmit} aria-label={formLabel}>
            <FieldGroup>{children}</FieldGroup>
            <FormActions
              submitLabel={submitLabel}
              isSaving={isSaving}
              onCancel={() => void navigate(backTo)}
            />
          </form>
        </CardContent>
      </Card>
    </Page>
  )
}

// The top of a company's page: its name, primary contact, and the actions (edit, delete).
import { Building2, Pencil } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Company } from '../../../domain/crm/company'
import type { Person } from '../../../domain/crm/person'
import { DeleteRecordButton } from '../../components/delete-record-button'
import { DetailHeader } from '../../components/detail-header'
import { Button } from '../../components/ui/button'
import { Skeleton } from '../../components/ui/skeleton'
import { useDeleteCompany } from './company-api'
import { CompanyFormDialog } from './company-form-dialog'
import { Can } from '../../lib/access'

export const COMPANIES_HREF = '/crm/contacts/companies'

export function CompanyHeader({
  company,
  primary,
}: {
  company: Company
  /** undefined while loading, null when there is none */
  primary: Person | null | undefined
}) {
  return (
    <DetailHeader
      backTo={COMPANIES_HREF}
      backLabel="Back to Companies"
      record={{ collection: 'companies', id: company.id }}
      media={
        <div className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Building2 aria-hidden="true" className="size-8" />
        </div>
      }
      title={company.name}
      actions={<CompanyActions company={company} />}
    >
      <div className="text-sm text-muted-foreground">
        {primary ? (
          <>
            Primary contact:{' '}
            <Link
              to={`/crm/contacts/persons/${primary.id}`}
              className="font-medium text-foreground hover:text-primary hover:underline"
            >
              {primary.name}
            </Link>
          </>
        ) : primary === undefined ? (
          <Skeleton className="h-4 w-40" />
        ) : (
          'No primary contact'
        )}
      </div>
    </DetailHeader>
  )
}

function CompanyActions({ company }: { company: Company }) {
  const [isEditing, setEditing] = useState(false)
  const remove = useDeleteCompany(company.id)
  return (
    <>
      <Can permission="crm:write">
        <Button variant="outline" className="min-h-11 sm:min-h-9" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit Company
        </Button>
      </Can>
      <DeleteRecordButton
        collection="companies"
        id={company.id}
        label="Company"
        name={company.name}
        remove={remove}
        listHref={COMPANIES_HREF}
      />
      <CompanyFormDialog company={company} open={isEditing} onOpenChange={setEditing} />
    </>
  )
}

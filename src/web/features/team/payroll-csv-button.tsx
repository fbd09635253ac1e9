// "Payroll CSV" in the Employees page's header, for the roles that manage time and read pay (Owner,
// Office): opens the period dialog.
import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../components/ui/button'
import { useCan } from '../../lib/access'
import { PayrollCsvDialog } from './payroll-csv-dialog'

export function PayrollCsvButton() {
  const [isOpen, setOpen] = useState(false)
  const canManage = useCan('time:manage')
  const seesPay = useCan('pay:read')
  if (!canManage || !seesPay) return null
  return (
    <>
      <Button variant="outline" className="min-h-11 sm:min-h-9" onClick={() => setOpen(true)}>
        <Download aria-hidden="true" />
        Payroll CSV
      </Button>
      <PayrollCsvDialog open={isOpen} onOpenChange={setOpen} />
    </>
  )
}

// The header of a list screen: the page header with "Export CSV" (of the list as it is filtered)
// before the screen's own actions, so every list offers the export the same way.
import { ExportCsvButton, type ExportCsvProps } from '../export-csv-button'
import { PageHeader, type PageHeaderProps } from './page-header'

export type ListPageHeaderProps = PageHeaderProps & { exportCsv: ExportCsvProps }

export function ListPageHeader({ exportCsv, actions, ...props }: ListPageHeaderProps) {
  return (
    <PageHeader
      {...props}
      actions={
        <>
          <ExportCsvButton {...exportCsv} />
          {actions}
        </>
      }
    />
  )
}

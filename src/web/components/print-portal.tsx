// A document for 'Print / Save as PDF': rendered into <body> beside the app, hidden on screen, and
// the only thing printed (the app itself is hidden by the print style). Open it with window.print().
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'

const PRINT_CSS = `
@media print {
  body > *:not([data-print-document]) { display: none !important; }
  body { background: #fff !important; }
  @page { margin: 16mm; }
}`

export function PrintPortal({ children }: { children: ReactNode }) {
  return createPortal(
    <div data-print-document="" className="hidden bg-white text-[12pt] text-black print:block">
      <style>{PRINT_CSS}</style>
      {children}
    </div>,
    document.body,
  )
}

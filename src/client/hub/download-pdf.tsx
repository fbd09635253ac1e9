// "Download PDF": the document's own PDF (the same figures as the page), as a button-sized link.
export function DownloadPdf({ href }: { href: string }) {
  return (
    <p>
      <a
        href={href}
        download
        className="inline-flex h-11 items-center justify-center rounded-md border bg-background px-4 text-sm font-medium shadow-xs outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        Download PDF
      </a>
    </p>
  )
}

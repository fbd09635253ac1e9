// The props of a dialog or sheet whose parent decides whether it is open.
export type OverlayProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
}

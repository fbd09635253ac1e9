// A quiet icon-only button on a row or card (edit, remove, delete), named by its label: a 44px
// touch target on phones, 36px from small screens up, red on hover when it deletes.
import type { LucideIcon } from 'lucide-react'
import { cn } from '../lib/cn'
import { Button, type ButtonProps } from './ui/button'

export type IconButtonProps = Omit<ButtonProps, 'size' | 'children' | 'aria-label'> & {
  /** The accessible name, as in 'Remove {item}'. */
  label: string
  icon: LucideIcon
  isDestructive?: boolean
}

export function IconButton({
  label,
  icon: Icon,
  isDestructive = false,
  variant = 'ghost',
  className,
  ...props
}: IconButtonProps) {
  return (
    <Button
      variant={variant}
      size="icon"
      aria-label={label}
      className={cn(
        'size-11 shrink-0 text-muted-foreground sm:size-9',
        isDestructive && 'hover:text-destructive',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  )
}

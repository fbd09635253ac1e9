// A link in the app that looks like a button (Create Job, Edit, View Job), with its icon.
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, type ButtonProps } from './ui/button'

export type LinkButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className'> & {
  to: string
  icon?: LucideIcon
  children: ReactNode
}

export function LinkButton({ to, icon: Icon, children, ...props }: LinkButtonProps) {
  return (
    <Button asChild {...props}>
      <Link to={to}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  )
}

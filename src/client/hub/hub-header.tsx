// The hub pages' banner: the business's name on its brand colour (the theme's primary, set from
// HubMe.business.brand_color by the page).
export function HubHeader({ businessName }: { businessName: string | null }) {
  return (
    <header className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-3xl px-4 py-4">
        <p className="text-lg font-semibold">{businessName ?? '\u00a0'}</p>
      </div>
    </header>
  )
}

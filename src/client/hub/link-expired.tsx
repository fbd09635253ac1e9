// What a hub page shows when its session has ended (any 401): no data, and where to find a new link.
export function LinkExpired() {
  return (
    <section aria-labelledby="expired-title" className="flex flex-col gap-3">
      <h1 id="expired-title" className="text-2xl font-semibold">
        This link has expired
      </h1>
      <p role="status">Open the link in your most recent e-mail from us.</p>
    </section>
  )
}

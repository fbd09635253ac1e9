// The request form's thank-you, on /request and on the hub's /hub/request-work: focused when shown,
// so a screen reader announces it in place of the form.
export function ThankYou({ businessName }: { businessName: string }) {
  return (
    <section aria-labelledby="thanks-title" className="flex flex-col gap-2">
      {/* Focused when shown, so a screen reader announces it in place of the form. */}
      <h1
        id="thanks-title"
        tabIndex={-1}
        ref={(node) => node?.focus()}
        className="text-2xl font-semibold outline-none"
      >
        Thank you, we have your request
      </h1>
      <p>
        {businessName ? `${businessName} will` : 'We will'} get back to you soon, usually within one
        working day.
      </p>
    </section>
  )
}

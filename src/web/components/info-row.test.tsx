// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '../test/setup'
import { InfoCard, InfoRow, NoValue } from './info-row'

describe('InfoCard and InfoRow', () => {
  it('pairs each label with its value in one description list, under the title', () => {
    render(
      <InfoCard title="Contact information">
        <InfoRow label="Name">Maria Garcia</InfoRow>
        <InfoRow label="Phone">
          <NoValue>Not provided</NoValue>
        </InfoRow>
      </InfoCard>,
    )
    expect(screen.getByText('Contact information')).toBeInTheDocument()
    const terms = screen.getAllByRole('term')
    const values = screen.getAllByRole('definition')
    expect(terms.map((t) => t.textContent)).toEqual(['Name', 'Phone'])
    expect(values.map((v) => v.textContent)).toEqual(['Maria Garcia', 'Not provided'])
    expect(terms[0]!.closest('dl')).toBe(values[1]!.closest('dl'))
    expect(within(values[1]!).getByText('Not provided')).toHaveClass('text-muted-foreground')
  })

  it('leaves the heading out when there is no title', () => {
    const { container } = render(
      <InfoCard>
        <InfoRow label="Role">Technician</InfoRow>
      </InfoCard>,
    )
    expect(container.querySelector('[data-slot="card-title"]')).toBeNull()
    expect(screen.getByRole('definition')).toHaveTextContent('Technician')
  })
})
